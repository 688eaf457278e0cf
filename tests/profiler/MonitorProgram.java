/** Run by vm/tests/profiler.rs: prints "ready" while one thread owns a lock another is blocked on and a third waits; the test sends SIGQUIT then. */
public class MonitorProgram {
    static final Object lock = new Object();
    static final Object cond = new Object();
    static volatile boolean done;

    public static void main(String[] args) throws Exception {
        Thread owner = new Thread(() -> {
            synchronized (lock) {
                while (!done) {
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "owner");
        owner.start();
        Thread.sleep(50);
        Thread blocked = new Thread(() -> {
            synchronized (lock) {
                done = true;
            }
        }, "blocked");
        blocked.start();
        Thread waiter = new Thread(() -> {
            synchronized (cond) {
                try {
                    cond.wait(3000);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "waiter");
        waiter.start();
        Thread.sleep(100);
        System.out.println("ready");
        System.out.flush();
        long end = System.currentTimeMillis() + Integer.parseInt(args[0]);
        while (System.currentTimeMillis() < end) {
            Thread.sleep(10);
        }
        done = true;
        synchronized (cond) {
            cond.notifyAll();
        }
        owner.join();
        blocked.join();
        waiter.join();
        System.out.println("end");
    }
}
