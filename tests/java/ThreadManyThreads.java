// Threads: 600 threads started and joined (in batches and all at once), each adding to a
// synchronized counter; the totals are exact.
public class ThreadManyThreads {
    static long counter;
    static int started;
    static synchronized void add(long v) { counter += v; }

    public static void main(String[] args) throws InterruptedException {
        final int n = 600;
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 20; k++) add(id);
                synchronized (ThreadManyThreads.class) { started++; }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long expected = 20L * n * (n - 1) / 2;
        System.out.println("threads run: " + started);
        System.out.println("counter: " + counter + " expected: " + expected);
        int alive = 0;
        for (Thread t : ts) if (t.isAlive()) alive++;
        System.out.println("alive after join: " + alive);

        // start and join one at a time, each thread starting a child of its own
        final int[] chain = new int[1];
        for (int i = 0; i < 50; i++) {
            Thread t = new Thread(() -> {
                Thread child = new Thread(() -> { synchronized (chain) { chain[0] += 2; } });
                child.start();
                synchronized (chain) { chain[0] += 1; }
                try { child.join(); } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
            t.start();
            t.join();
        }
        System.out.println("chain total: " + chain[0]);
    }
}
