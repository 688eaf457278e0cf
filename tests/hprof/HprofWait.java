/** Contended monitors, a waiting thread and a sleep, for monitor=y and the
 * dump on SIGQUIT: prints "ready" and then sleeps for the given number of
 * milliseconds (default 0) before finishing. */
public class HprofWait {
    static final Object lock = new Object();
    static int counter;

    public static void main(String[] args) throws Exception {
        long sleep = args.length > 0 ? Long.parseLong(args[0]) : 0;
        Thread[] ts = new Thread[3];
        for (int t = 0; t < ts.length; t++) {
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 200; i++) {
                    synchronized (lock) {
                        counter++;
                        long x = 0;
                        for (int k = 0; k < 20000; k++) {
                            x += k ^ counter;
                        }
                        if (x == 42) {
                            System.out.println(x);
                        }
                    }
                }
            }, "worker-" + t);
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("counter=" + counter);
        System.out.println("ready");
        System.out.flush();
        if (sleep > 0) {
            Thread.sleep(sleep);
        }
    }
}
