/** Thread.getState of sleeping, parked, waiting, blocked and ended threads (the threadStatus field the VM keeps). */
import java.util.concurrent.locks.LockSupport;
public class ThreadStates {
    static final Object lock = new Object();
    static Thread.State await(Thread t, Thread.State s) throws Exception {
        long end = System.currentTimeMillis() + 20000;
        while (t.getState() != s && System.currentTimeMillis() < end) Thread.sleep(1);
        return t.getState();
    }
    public static void main(String[] a) throws Exception {
        Thread sleeper = new Thread(() -> { try { Thread.sleep(60000); } catch (InterruptedException e) {} });
        Thread parker = new Thread(() -> LockSupport.park());
        Thread tparker = new Thread(() -> LockSupport.parkNanos(60_000_000_000L));
        Thread timedWaiter = new Thread(() -> { synchronized (lock) { try { lock.wait(60000); } catch (InterruptedException e) {} } });
        System.out.println("new: " + sleeper.getState());
        sleeper.start(); parker.start(); tparker.start(); timedWaiter.start();
        System.out.println("sleeper: " + await(sleeper, Thread.State.TIMED_WAITING));
        System.out.println("parker: " + await(parker, Thread.State.WAITING));
        System.out.println("tparker: " + await(tparker, Thread.State.TIMED_WAITING));
        System.out.println("timedWaiter: " + await(timedWaiter, Thread.State.TIMED_WAITING));
        Thread blocked;
        synchronized (lock) {
            blocked = new Thread(() -> { synchronized (lock) { } });
            blocked.start();
            System.out.println("blocked: " + await(blocked, Thread.State.BLOCKED));
        }
        blocked.join();
        System.out.println("ended: " + blocked.getState());
        sleeper.interrupt(); LockSupport.unpark(parker); tparker.interrupt(); timedWaiter.interrupt();
        sleeper.join(); parker.join(); tparker.join(); timedWaiter.join();
        System.out.println("all: " + sleeper.getState() + " " + parker.getState());
    }
}
