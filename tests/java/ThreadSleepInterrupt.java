// Threads: interrupt semantics: InterruptedException messages from sleep/wait/join,
// interrupted() clearing vs isInterrupted(), interrupting a sleeping and a waiting thread.
public class ThreadSleepInterrupt {
    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        System.out.println("initially interrupted: " + me.isInterrupted());
        me.interrupt();
        System.out.println("after self-interrupt: " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("interrupted(): " + Thread.interrupted() + ", again: " + Thread.interrupted());

        me.interrupt();
        try {
            Thread.sleep(1000);
            System.out.println("sleep returned");
        } catch (InterruptedException e) {
            System.out.println("sleep: " + e.getClass().getName() + ": " + e.getMessage() + ", flag now " + me.isInterrupted());
        }
        me.interrupt();
        try {
            Thread.sleep(0);
            System.out.println("sleep(0) returned, flag " + me.isInterrupted());
        } catch (InterruptedException e) {
            System.out.println("sleep(0): " + e.getMessage() + ", flag now " + me.isInterrupted());
        }
        Thread.interrupted();

        Object o = new Object();
        me.interrupt();
        synchronized (o) {
            try {
                o.wait();
                System.out.println("wait returned");
            } catch (InterruptedException e) {
                System.out.println("wait: message=" + e.getMessage() + ", flag now " + me.isInterrupted() + ", holds lock " + Thread.holdsLock(o));
            }
        }
        me.interrupt();
        synchronized (o) {
            try {
                o.wait(5000);
            } catch (InterruptedException e) {
                System.out.println("timed wait: message=" + e.getMessage() + ", flag now " + me.isInterrupted());
            }
        }

        // interrupt a sleeping thread
        final String[] r = new String[4];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(20000);
                r[0] = "slept";
            } catch (InterruptedException e) {
                r[0] = "sleeper: " + e.getMessage() + ", flag " + Thread.currentThread().isInterrupted();
            }
        });
        sleeper.start();
        Thread.sleep(30);
        sleeper.interrupt();
        sleeper.join();
        System.out.println(r[0]);

        // interrupt a waiting thread; it must re-acquire the monitor before throwing
        final Object mon = new Object();
        final boolean[] waiting = {false};
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                waiting[0] = true;
                mon.notifyAll();
                try {
                    mon.wait();
                    r[1] = "woke normally";
                } catch (InterruptedException e) {
                    r[1] = "waiter: message=" + e.getMessage() + ", holds monitor " + Thread.holdsLock(mon);
                }
            }
        });
        synchronized (mon) {
            waiter.start();
            while (!waiting[0]) mon.wait();
            waiter.interrupt();
            Thread.sleep(20);
            // still holding mon: the waiter cannot have finished
            System.out.println("waiter finished while main held monitor: " + (r[1] != null));
        }
        waiter.join();
        System.out.println(r[1]);

        // interrupt a thread blocked in join
        final Thread forever = new Thread(() -> {
            synchronized (mon) {
                try { mon.wait(); } catch (InterruptedException e) { }
            }
        });
        forever.setDaemon(true);
        forever.start();
        Thread joiner = new Thread(() -> {
            try {
                forever.join();
                r[2] = "joined";
            } catch (InterruptedException e) {
                r[2] = "joiner: " + e.getClass().getSimpleName() + " message=" + e.getMessage();
            }
        });
        joiner.start();
        Thread.sleep(30);
        joiner.interrupt();
        joiner.join();
        System.out.println(r[2]);
        forever.interrupt();
        forever.join();

        // a thread that polls its own interrupt status
        Thread poller = new Thread(() -> {
            long n = 0;
            while (!Thread.currentThread().isInterrupted()) n++;
            r[3] = "poller stopped, interrupted() " + Thread.interrupted() + " then " + Thread.interrupted();
        });
        poller.start();
        Thread.sleep(10);
        poller.interrupt();
        poller.join();
        System.out.println(r[3]);
        System.out.println("main flag at end: " + me.isInterrupted());
    }
}
