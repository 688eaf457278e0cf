// Threads: 4 threads x 100000 increments of counters guarded by a synchronized instance method,
// a synchronized static method and a synchronized block; totals are exact.
public class ThreadContention {
    private long instanceCount;
    private static long staticCount;
    private static final Object LOCK = new Object();
    private static long blockCount;
    private static long reentrantCount;

    synchronized void incInstance() { instanceCount++; }
    static synchronized void incStatic() { staticCount++; }
    synchronized void reentrant() { synchronized (this) { reentrantCount++; } }

    public static void main(String[] args) throws InterruptedException {
        final ThreadContention c = new ThreadContention();
        final int threads = 4, iterations = 100000;
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < iterations; k++) {
                    c.incInstance();
                    if ((k & 3) == 0) incStatic();
                    if ((k & 7) == 0) { synchronized (LOCK) { blockCount++; } }
                    if ((k & 15) == 0) c.reentrant();
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("instance: " + c.instanceCount + " (expected " + (long) threads * iterations + ")");
        System.out.println("static:   " + staticCount + " (expected " + (long) threads * (iterations / 4) + ")");
        System.out.println("block:    " + blockCount + " (expected " + (long) threads * (iterations / 8) + ")");
        System.out.println("reentrant:" + reentrantCount + " (expected " + (long) threads * (iterations / 16) + ")");
        System.out.println("main holds LOCK: " + Thread.holdsLock(LOCK));
        synchronized (LOCK) { System.out.println("main holds LOCK inside: " + Thread.holdsLock(LOCK)); }
    }
}
