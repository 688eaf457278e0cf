// Threads: daemon threads do not keep the VM alive; a non-daemon thread does (it prints after
// main returned); setDaemon on a started thread throws; daemon status is inherited.
public class ThreadDaemon {
    static final Object lock = new Object();
    static boolean mainDone;

    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread(() -> {
            for (;;) {
                try { Thread.sleep(1000); } catch (InterruptedException e) { }
            }
        }, "sleepy-daemon");
        daemon.setDaemon(true);
        daemon.start();
        Thread spinner = new Thread(() -> {
            long n = 0;
            for (;;) { n++; if (n == Long.MAX_VALUE) System.out.println(n); }
        });
        spinner.setDaemon(true);
        spinner.start();
        Thread blocker = new Thread(() -> {
            synchronized (lock) {
                try { lock.wait(); } catch (InterruptedException e) { }
            }
        });
        blocker.setDaemon(true);
        blocker.start();
        System.out.println("daemon: " + daemon.isDaemon() + ", main daemon: " + Thread.currentThread().isDaemon());
        try {
            daemon.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon on live thread: " + e.getClass().getName());
        }
        final boolean[] childDaemon = new boolean[1];
        Thread parent = new Thread(() -> {
            Thread child = new Thread(() -> { });
            childDaemon[0] = child.isDaemon();
        });
        parent.setDaemon(true);
        parent.start();
        parent.join();
        System.out.println("child of daemon is daemon: " + childDaemon[0]);

        Thread last = new Thread(() -> {
            synchronized (lock) {
                while (!mainDone) {
                    try { lock.wait(); } catch (InterruptedException e) { }
                }
            }
            try { Thread.sleep(20); } catch (InterruptedException e) { }
            System.out.println("non-daemon thread finishing after main");
        }, "last");
        last.start();
        System.out.println("main returning");
        synchronized (lock) {
            mainDone = true;
            lock.notifyAll();
        }
    }
}
