// Monitors in a single thread: synchronized methods (instance and static), synchronized blocks,
// reentrancy, exceptions leaving synchronized blocks, wait/notify without owning the monitor
// (IllegalMonitorStateException), Thread.currentThread().getName(), Thread.sleep.
public class Monitors {
    private int count;
    private static int staticCount;
    private final Object lock = new Object();
    synchronized void inc() { count++; if (count % 10 == 0) incAgain(); }
    synchronized void incAgain() { count += 1000; }
    static synchronized void sinc() { staticCount++; }
    int blockInc(int depth) {
        synchronized (lock) {
            synchronized (this) {
                synchronized (lock) {
                    count++;
                    if (depth > 0) return blockInc(depth - 1) + 1;
                    return 0;
                }
            }
        }
    }
    void throwInside() {
        synchronized (lock) {
            throw new IllegalStateException("thrown while holding lock");
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Monitors m = new Monitors();
        for (int i = 0; i < 25; i++) m.inc();
        for (int i = 0; i < 7; i++) sinc();
        System.out.println("count=" + m.count + " staticCount=" + staticCount);
        System.out.println("nested depth=" + m.blockInc(20) + " count=" + m.count);
        for (int i = 0; i < 3; i++) {
            try { m.throwInside(); } catch (IllegalStateException e) { System.out.println("caught: " + e.getMessage()); }
        }
        synchronized (m.lock) { System.out.println("lock re-acquired after exceptions"); }
        Object o = new Object();
        try { o.wait(); } catch (IllegalMonitorStateException e) { System.out.println("wait: " + e.getClass().getName()); }
        try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify: " + e.getClass().getName()); }
        try { o.notifyAll(); } catch (IllegalMonitorStateException e) { System.out.println("notifyAll: " + e.getClass().getName()); }
        try { o.wait(10); } catch (IllegalMonitorStateException e) { System.out.println("timed wait: " + e.getClass().getSimpleName()); }
        synchronized (o) {
            o.notify();
            o.notifyAll();
            o.wait(5);
            System.out.println("wait(5) with monitor returned");
        }
        synchronized (Monitors.class) { sinc(); }
        System.out.println("staticCount=" + staticCount);
        System.out.println("thread=" + Thread.currentThread().getName());
        Thread.sleep(10);
        long t0 = System.nanoTime();
        Thread.sleep(20);
        long t1 = System.nanoTime();
        System.out.println("slept at least 15ms: " + ((t1 - t0) >= 15000000L));
        long ms0 = System.currentTimeMillis();
        System.out.println("currentTimeMillis sane: " + (ms0 > 1500000000000L));
        StringBuffer sb = new StringBuffer();
        for (int i = 0; i < 5; i++) sb.append(i);
        System.out.println(sb);
        String s = "shared";
        synchronized (s) { synchronized (s.intern()) { System.out.println("interned string lock reentrant"); } }
        int[] arr = new int[1];
        synchronized (arr) { arr[0] = 9; }
        System.out.println(arr[0]);
    }
}
