// Threads: join with a timeout on a thread that is still blocked, join on a finished and on a
// never-started thread, isAlive before/after, join(millis, nanos) argument checks.
public class ThreadJoinTimeout {
    public static void main(String[] args) throws InterruptedException {
        final Object gate = new Object();
        final boolean[] open = {false};
        Thread blocked = new Thread(() -> {
            synchronized (gate) {
                while (!open[0]) {
                    try { gate.wait(); } catch (InterruptedException e) { return; }
                }
            }
        }, "blocked");
        System.out.println("alive before start: " + blocked.isAlive());
        blocked.start();
        System.out.println("alive after start: " + blocked.isAlive());
        long t0 = System.nanoTime();
        blocked.join(60);
        long ms = (System.nanoTime() - t0) / 1000000;
        System.out.println("join(60) returned, waited at least 50ms: " + (ms >= 50) + ", still alive: " + blocked.isAlive());
        blocked.join(10, 500000);
        System.out.println("join(10, 500000) returned, still alive: " + blocked.isAlive());
        synchronized (gate) { open[0] = true; gate.notifyAll(); }
        blocked.join(10000);
        System.out.println("after open: alive " + blocked.isAlive());
        t0 = System.nanoTime();
        blocked.join(5000);
        blocked.join();
        System.out.println("join on finished thread is immediate: " + ((System.nanoTime() - t0) / 1000000 < 1000));
        Thread never = new Thread(() -> { });
        never.join();
        never.join(100);
        System.out.println("join on unstarted thread returned, alive " + never.isAlive());
        try {
            never.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }
        try {
            never.join(1, 1000000);
        } catch (IllegalArgumentException e) {
            System.out.println("join(1, 1000000): " + e.getMessage());
        }
        // a thread joining another thread
        final Thread sleeper = new Thread(() -> {
            try { Thread.sleep(30); } catch (InterruptedException e) { }
        });
        final String[] report = new String[1];
        Thread joiner = new Thread(() -> {
            try {
                sleeper.join();
                report[0] = "joiner saw sleeper alive=" + sleeper.isAlive();
            } catch (InterruptedException e) {
                report[0] = "interrupted";
            }
        });
        sleeper.start();
        joiner.start();
        joiner.join();
        System.out.println(report[0]);
    }
}
