import java.util.*;

/** Thread.getAllStackTraces and Thread.getStackTrace of another thread (JVM_GetAllThreads, JVM_DumpThreads). */
public class AllStackTraces {
    static final Object lock = new Object();

    static class Waiter implements Runnable {
        public void run() {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted");
                }
            }
        }
    }

    static void deep(int n, Thread w) throws Exception {
        if (n > 0) {
            deep(n - 1, w);
            return;
        }
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        List<String> names = new ArrayList<>();
        for (Thread t : all.keySet()) {
            if (t.getThreadGroup() != null && t.getThreadGroup().getName().equals("main")) {
                names.add(t.getName());
            }
        }
        Collections.sort(names);
        System.out.println("threads of group main: " + names);
        System.out.println("contains current: " + all.containsKey(Thread.currentThread()));
        StackTraceElement[] mine = all.get(Thread.currentThread());
        for (int i = 0; i < Math.min(6, mine.length); i++) {
            System.out.println("  main: " + mine[i]);
        }
        for (StackTraceElement e : all.get(w)) {
            System.out.println("  waiter: " + e);
        }
        StackTraceElement[] again = w.getStackTrace();
        System.out.println("getStackTrace: " + again.length + " frames, top " + again[0].getMethodName());
    }

    public static void main(String[] a) throws Exception {
        Thread w = new Thread(new Waiter(), "waiter");
        w.setDaemon(true);
        w.start();
        long deadline = System.currentTimeMillis() + 20000;
        while (w.getState() != Thread.State.WAITING && System.currentTimeMillis() < deadline) {
            Thread.sleep(1);
        }
        System.out.println("waiter state: " + w.getState());
        deep(3, w);
        Thread done = new Thread(() -> {}, "done");
        done.start();
        done.join();
        System.out.println("ended thread's trace: " + done.getStackTrace().length);
        synchronized (lock) {
            lock.notifyAll();
        }
        w.join();
        System.out.println("waiter finished");
    }
}
