// NO-RELEASE8
import java.lang.management.*;
import java.util.*;

/**
 * The platform MXBeans of java.lang.management that applications use most:
 * the process id and uptime (RuntimeMXBean), heap usage (MemoryMXBean),
 * thread counts and CPU time (ThreadMXBean), loaded classes, the
 * collectors' counts. Values differ between VMs; their relations do not.
 */
public class ManagementBeans {
    static volatile long sink;

    public static void main(String[] args) throws Exception {
        RuntimeMXBean rt = ManagementFactory.getRuntimeMXBean();
        long pid = ProcessHandle.current().pid();
        System.out.println("name is pid@host: " + rt.getName().startsWith(pid + "@"));
        System.out.println("getPid: " + (rt.getPid() == pid));
        System.out.println("uptime >= 0: " + (rt.getUptime() >= 0));
        long drift = rt.getStartTime() + rt.getUptime() - System.currentTimeMillis();
        System.out.println("start + uptime is now: " + (Math.abs(drift) < 10_000));
        System.out.println("spec version: " + rt.getSpecVersion());
        System.out.println("vm name set: " + !rt.getVmName().isEmpty());
        System.out.println("management spec: " + rt.getManagementSpecVersion());

        MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
        MemoryUsage heap = mem.getHeapMemoryUsage();
        System.out.println("heap used >= 0: " + (heap.getUsed() >= 0));
        System.out.println("heap committed >= used: " + (heap.getCommitted() >= heap.getUsed()));
        System.out.println("heap max >= committed: " + (heap.getMax() == -1 || heap.getMax() >= heap.getCommitted()));
        System.out.println("heap max is Runtime.maxMemory: " + (heap.getMax() == -1 || heap.getMax() >= Runtime.getRuntime().maxMemory() / 2));
        MemoryUsage nonHeap = mem.getNonHeapMemoryUsage();
        System.out.println("non-heap used >= 0: " + (nonHeap.getUsed() >= 0));
        Object[] garbage = new Object[1000];
        for (int i = 0; i < garbage.length; i++) garbage[i] = new int[100];
        System.out.println("verbose off: " + !mem.isVerbose());

        ThreadMXBean th = ManagementFactory.getThreadMXBean();
        int before = th.getThreadCount();
        int daemonsBefore = th.getDaemonThreadCount();
        long startedBefore = th.getTotalStartedThreadCount();
        System.out.println("threads >= 1: " + (before >= 1));
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        Runnable waiter = () -> { try { go.await(); } catch (InterruptedException e) { } };
        Thread d = new Thread(waiter);
        d.setDaemon(true);
        Thread u = new Thread(waiter);
        d.start();
        u.start();
        System.out.println("two more threads: " + (th.getThreadCount() - before));
        System.out.println("one more daemon: " + (th.getDaemonThreadCount() - daemonsBefore));
        System.out.println("two more started: " + (th.getTotalStartedThreadCount() - startedBefore));
        System.out.println("peak >= count: " + (th.getPeakThreadCount() >= th.getThreadCount()));
        go.countDown();
        d.join();
        u.join();
        System.out.println("back to before: " + (th.getThreadCount() == before));
        System.out.println("cpu time supported: " + th.isCurrentThreadCpuTimeSupported() + " " + th.isThreadCpuTimeSupported());
        long c0 = th.getCurrentThreadCpuTime();
        long x = 0;
        for (int i = 0; i < 5_000_000; i++) x += i ^ (x >>> 3);
        sink = x;
        long c1 = th.getCurrentThreadCpuTime();
        System.out.println("cpu time advances: " + (c1 > c0));
        System.out.println("user time <= total: " + (th.getCurrentThreadUserTime() <= th.getCurrentThreadCpuTime()));
        long mine = th.getThreadCpuTime(Thread.currentThread().getId());
        System.out.println("own id's cpu time: " + (mine >= c1));
        System.out.println("dead thread's cpu time: " + th.getThreadCpuTime(d.getId()));
        try {
            th.getThreadCpuTime(0);
        } catch (IllegalArgumentException e) {
            System.out.println("id 0: " + e.getMessage());
        }

        ClassLoadingMXBean cl = ManagementFactory.getClassLoadingMXBean();
        System.out.println("classes loaded > 100: " + (cl.getLoadedClassCount() > 100));
        System.out.println("total >= loaded: " + (cl.getTotalLoadedClassCount() >= cl.getLoadedClassCount()));

        List<GarbageCollectorMXBean> gcs = ManagementFactory.getGarbageCollectorMXBeans();
        System.out.println("collectors: " + !gcs.isEmpty());
        long count0 = 0;
        for (GarbageCollectorMXBean gc : gcs) count0 += gc.getCollectionCount();
        System.gc();
        long count1 = 0, time = 0;
        for (GarbageCollectorMXBean gc : gcs) {
            count1 += gc.getCollectionCount();
            time += gc.getCollectionTime();
            if (gc.getName().isEmpty() || !gc.isValid()) System.out.println("bad collector " + gc.getName());
        }
        System.out.println("System.gc counted: " + (count1 > count0));
        System.out.println("collection time >= 0: " + (time >= 0));
        System.out.println("same beans: " + (ManagementFactory.getGarbageCollectorMXBeans().get(0).getName().equals(gcs.get(0).getName())));

        // Memory pools: the collector's spaces (HotSpot's G1 has more, and
        // non-heap pools besides).
        boolean heapPools = false, poolsOk = true;
        Set<String> gcNames = new HashSet<>();
        for (GarbageCollectorMXBean gc : gcs) gcNames.add(gc.getName());
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
            if (p.getType() != MemoryType.HEAP) continue;
            heapPools = true;
            MemoryUsage pu = p.getUsage();
            poolsOk &= p.isValid() && pu.getUsed() <= pu.getCommitted() && p.getPeakUsage().getUsed() >= 0 && p.getCollectionUsage() != null;
            poolsOk &= gcNames.containsAll(Arrays.asList(p.getMemoryManagerNames()));
            p.resetPeakUsage();
        }
        System.out.println("heap pools: " + heapPools + " " + poolsOk);
        boolean listed = false;
        for (GarbageCollectorMXBean gc : gcs) listed |= gc.getMemoryPoolNames().length > 0;
        System.out.println("collectors manage pools: " + listed);

        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        System.out.println("processors: " + (os.getAvailableProcessors() == Runtime.getRuntime().availableProcessors()));
        System.out.println("arch: " + os.getArch().equals(System.getProperty("os.arch")));
        System.out.println("garbage kept: " + (garbage.length));
    }
}
