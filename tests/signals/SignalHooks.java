/**
 * A program to be stopped by a signal (vm/tests/signals.rs): a shutdown hook, a daemon thread
 * that still runs while the hook does (the hook waits for it), then "ready" and a long sleep.
 * SIGTERM / SIGINT / SIGHUP must run the hook and exit with 128 + the signal's number; with
 * -Xrs the signal's default action ends the process without it.
 */
public class SignalHooks {
    private static final Object lock = new Object();
    private static boolean hookStarted;
    private static boolean daemonSaw;

    public static void main(String[] args) throws Exception {
        Thread daemon = new Thread(() -> {
            synchronized (lock) {
                while (!hookStarted) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                System.out.println("daemon still runs during shutdown");
                daemonSaw = true;
                lock.notifyAll();
            }
        }, "watcher");
        daemon.setDaemon(true);
        daemon.start();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            Thread me = Thread.currentThread();
            System.out.println("hook starts in " + me.getName() + " daemon=" + me.isDaemon());
            synchronized (lock) {
                hookStarted = true;
                lock.notifyAll();
                while (!daemonSaw) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        break;
                    }
                }
            }
            System.out.println("hook ends");
        }));
        System.out.println("ready");
        System.out.flush();
        Thread.sleep(120_000);
        System.out.println("not reached: no signal came");
    }
}
