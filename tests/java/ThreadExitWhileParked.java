// Threads: System.exit(5) from main while other non-daemon threads are blocked in wait, sleep,
// LockSupport.park, a monitor and a queue take; the VM exits with status 5 right away.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.locks.LockSupport;

public class ThreadExitWhileParked {
    public static void main(String[] args) throws Exception {
        final Object mon = new Object();
        final Object held = new Object();
        final CountDownLatch started = new CountDownLatch(5);
        final LinkedBlockingQueue<String> q = new LinkedBlockingQueue<String>();
        Thread[] ts = {
            new Thread(() -> { synchronized (mon) { started.countDown(); try { mon.wait(); } catch (InterruptedException e) { } } }),
            new Thread(() -> { started.countDown(); try { Thread.sleep(60000); } catch (InterruptedException e) { } }),
            new Thread(() -> { started.countDown(); for (;;) LockSupport.park(); }),
            new Thread(() -> { started.countDown(); synchronized (held) { System.out.println("never"); } }),
            new Thread(() -> { started.countDown(); try { q.take(); } catch (InterruptedException e) { } }),
        };
        synchronized (held) {
            for (Thread t : ts) t.start();
            started.await();
            Thread.sleep(30);
            System.out.println("all blocked, daemon? " + ts[0].isDaemon());
            System.out.println("exiting with 5");
            System.exit(5);
        }
    }
}
