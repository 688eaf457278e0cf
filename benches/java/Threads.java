// ARGS: 4 600000
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Multi-threaded: work split across T threads (a pure computation per slice),
 * each publishing partial results through an AtomicLong, a synchronized
 * method, and a ReentrantLock-protected counter; joined by main.
 */
public class Threads {
    static final AtomicLong atomicSum = new AtomicLong();
    static final ReentrantLock lock = new ReentrantLock();
    static long lockedSum;
    static long syncSum;
    static int syncCalls;

    static synchronized void addSync(long v) { syncSum += v; syncCalls++; }

    static long work(int from, int to) {
        long s = 0;
        for (int i = from; i < to; i++) {
            int x = i;
            // a short Collatz walk per element
            int steps = 0;
            long y = x;
            while (y != 1 && steps < 200) { y = (y & 1) == 0 ? y >> 1 : 3 * y + 1; steps++; }
            s += steps ^ (x & 15);
        }
        return s;
    }

    public static void main(String[] args) throws InterruptedException {
        int nThreads = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 400000;
        Thread[] ts = new Thread[nThreads];
        final int chunk = 1000;
        for (int t = 0; t < nThreads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                // interleaved chunks so threads contend on the shared counters
                for (int start = 1 + id * chunk; start < n; start += nThreads * chunk) {
                    long part = work(start, Math.min(n, start + chunk));
                    atomicSum.addAndGet(part);
                    addSync(part & 0xff);
                    lock.lock();
                    try { lockedSum += part >> 4; } finally { lock.unlock(); }
                }
            }, "worker-" + t);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("sum=" + atomicSum.get()
                + " sync=" + syncSum + " calls=" + syncCalls + " locked=" + lockedSum);
    }
}
