// Threads: Object.wait with timeouts (returns after the timeout without notify), notify vs
// notifyAll wake-up counts, IllegalMonitorStateException for wait/notify without the lock,
// wait(millis, nanos) argument checks.
public class ThreadWaitTimeout {
    static int woken;

    public static void main(String[] args) throws Exception {
        final Object o = new Object();
        long t0 = System.nanoTime();
        synchronized (o) { o.wait(50); }
        long ms = (System.nanoTime() - t0) / 1000000;
        System.out.println("wait(50) timed out after >= 45 ms: " + (ms >= 45));
        t0 = System.nanoTime();
        synchronized (o) { o.wait(20, 500000); }
        System.out.println("wait(20, 500000) timed out: " + ((System.nanoTime() - t0) / 1000000 >= 18));

        try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify without lock: " + e.getClass().getName()); }
        try { o.notifyAll(); } catch (IllegalMonitorStateException e) { System.out.println("notifyAll without lock: " + e.getClass().getName()); }
        try { o.wait(); } catch (IllegalMonitorStateException e) { System.out.println("wait without lock: " + e.getClass().getName()); }
        try { o.wait(10); } catch (IllegalMonitorStateException e) { System.out.println("wait(10) without lock: " + e.getClass().getName()); }
        Object other = new Object();
        synchronized (other) {
            try { o.notify(); } catch (IllegalMonitorStateException e) { System.out.println("notify holding another lock: " + e.getClass().getName()); }
        }
        synchronized (o) {
            try { o.wait(-1); } catch (IllegalArgumentException e) { System.out.println("wait(-1): " + e.getMessage()); }
            try { o.wait(1, 1000000); } catch (IllegalArgumentException e) { System.out.println("wait(1, 1000000): " + e.getMessage()); }
        }

        // notify wakes one waiter, notifyAll the rest
        final int n = 4;
        final int[] ready = {0};
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                synchronized (o) {
                    ready[0]++;
                    o.notifyAll();
                    try { o.wait(); } catch (InterruptedException e) { return; }
                    woken++;
                    o.notifyAll();
                }
            });
            ts[i].start();
        }
        synchronized (o) {
            while (ready[0] < n) o.wait();
            o.notify();
            while (woken < 1) o.wait();
        }
        Thread.sleep(30);
        synchronized (o) {
            System.out.println("after notify: woken " + woken);
            o.notifyAll();
        }
        for (Thread t : ts) t.join();
        System.out.println("after notifyAll: woken " + woken);

        // a timed waiter that is notified before its timeout
        final long[] waited = new long[1];
        final boolean[] inWait = {false};
        Thread tw = new Thread(() -> {
            synchronized (o) {
                inWait[0] = true;
                long s = System.nanoTime();
                try { o.wait(10000); } catch (InterruptedException e) { }
                waited[0] = (System.nanoTime() - s) / 1000000;
            }
        });
        tw.start();
        for (;;) {
            synchronized (o) {
                if (inWait[0]) { o.notifyAll(); break; }
            }
            Thread.sleep(1);
        }
        tw.join();
        System.out.println("notified timed waiter returned early: " + (waited[0] < 5000));
    }
}
