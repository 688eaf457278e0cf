// Thread.stop: a ThreadDeath thrown asynchronously at a sleeping, waiting, parked or busy
// thread (the interrupt status it leaves behind), monitors released on the way out; stopping the
// current thread; before start (the thread never runs) and after the end (nothing); an uncaught
// ThreadDeath is silent, but reaches an uncaught-exception handler.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

public class ThreadStop {
    static volatile long spins;
    static final Object lock = new Object();

    static Thread start(String name, CountDownLatch ready, Runnable body) throws InterruptedException {
        Thread t = new Thread(body, name);
        t.start();
        ready.await();
        return t;
    }

    public static void main(String[] args) throws Exception {
        final StringBuffer log = new StringBuffer();

        // Sleeping.
        final CountDownLatch r1 = new CountDownLatch(1);
        Thread sleeper = start("sleeper", r1, () -> {
            try {
                r1.countDown();
                Thread.sleep(100000);
                log.append("sleeper woke normally\n");
            } catch (ThreadDeath d) {
                log.append("sleeper caught ThreadDeath\n");
                throw d;
            } catch (InterruptedException e) {
                log.append("sleeper interrupted\n");
            }
        });
        Thread.sleep(50);
        sleeper.stop();
        sleeper.join();
        System.out.print(log);
        System.out.println("sleeper state " + sleeper.getState() + ", alive " + sleeper.isAlive());
        log.setLength(0);

        // Busy, holding a monitor: the monitor is released, the interrupt status stays set.
        final CountDownLatch r2 = new CountDownLatch(1);
        Thread busy = start("busy", r2, () -> {
            try {
                synchronized (lock) {
                    r2.countDown();
                    while (true) {
                        spins++;
                    }
                }
            } catch (ThreadDeath d) {
                log.append("busy caught ThreadDeath, interrupted " + Thread.interrupted() + ", holds lock " + Thread.holdsLock(lock) + "\n");
            }
        });
        Thread.sleep(20);
        busy.stop();
        synchronized (lock) {
            System.out.println("main got the lock");
        }
        busy.join();
        System.out.print(log);
        log.setLength(0);

        // Waiting: the monitor is re-acquired before the ThreadDeath propagates.
        final CountDownLatch r3 = new CountDownLatch(1);
        Thread waiter = start("waiter", r3, () -> {
            synchronized (lock) {
                try {
                    r3.countDown();
                    while (true) {
                        lock.wait();
                    }
                } catch (ThreadDeath d) {
                    log.append("waiter caught ThreadDeath, holds lock " + Thread.holdsLock(lock) + "\n");
                } catch (InterruptedException e) {
                    log.append("waiter interrupted\n");
                }
            }
        });
        synchronized (lock) {
            waiter.stop();
        }
        waiter.join();
        System.out.print(log);
        log.setLength(0);

        // Parked: park does not clear the interrupt status.
        final CountDownLatch r4 = new CountDownLatch(1);
        Thread parked = start("parked", r4, () -> {
            try {
                r4.countDown();
                while (true) {
                    LockSupport.park();
                }
            } catch (ThreadDeath d) {
                log.append("parked caught ThreadDeath, interrupted " + Thread.currentThread().isInterrupted() + "\n");
            }
        });
        Thread.sleep(20);
        parked.stop();
        parked.join();
        System.out.print(log);
        log.setLength(0);

        // Another Throwable, caught by the thread's own handler.
        final CountDownLatch r5 = new CountDownLatch(1);
        Thread handled = new Thread(() -> {
            r5.countDown();
            while (true) {
                spins++;
            }
        }, "handled");
        handled.setUncaughtExceptionHandler((th, e) -> log.append("handler: " + th.getName() + " " + e + "\n"));
        handled.start();
        r5.await();
        Thread.sleep(20);
        handled.stop();
        handled.join();
        System.out.print(log);
        log.setLength(0);

        // Uncaught ThreadDeath in the default group: nothing is printed.
        final CountDownLatch r6 = new CountDownLatch(1);
        Thread silent = start("silent", r6, () -> {
            r6.countDown();
            while (true) {
                spins++;
            }
        });
        Thread.sleep(20);
        silent.stop();
        silent.join();
        System.out.println("silent ended, alive " + silent.isAlive());

        // The current thread: thrown at once.
        try {
            Thread.currentThread().stop();
            System.out.println("not reached");
        } catch (ThreadDeath d) {
            System.out.println("main caught its own ThreadDeath, interrupted " + Thread.interrupted());
        }

        // Before start: the thread never runs.
        Thread unborn = new Thread(() -> System.out.println("unborn ran"), "unborn");
        unborn.stop();
        System.out.println("unborn state " + unborn.getState());
        unborn.start();
        unborn.join();
        System.out.println("unborn state " + unborn.getState() + ", alive " + unborn.isAlive());

        // After the end: nothing happens.
        Thread done = new Thread(() -> System.out.println("done ran"), "done");
        done.start();
        done.join();
        done.stop();
        System.out.println("done state " + done.getState());

        // Starting a stopped thread twice is still an error.
        try {
            unborn.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart: " + e.getClass().getName());
        }
        System.out.println("end");
    }
}
