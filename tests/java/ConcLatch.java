// Concurrency: CountDownLatch as a start gate and a completion latch for 8 workers, timed await
// that times out, getCount, countDown below zero; Semaphore limiting concurrency; Exchanger.
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Exchanger;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

public class ConcLatch {
    public static void main(String[] args) throws Exception {
        final int n = 8;
        final CountDownLatch startGate = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(n);
        final long[] results = new long[n];
        final boolean[] startedEarly = new boolean[1];
        for (int i = 0; i < n; i++) {
            final int id = i;
            new Thread(() -> {
                try {
                    startGate.await();
                    long s = 0;
                    for (int k = 0; k <= 1000 * (id + 1); k++) s += k;
                    results[id] = s;
                } catch (InterruptedException e) {
                    startedEarly[0] = true;
                }
                done.countDown();
            }).start();
        }
        System.out.println("done count before start: " + done.getCount());
        System.out.println("timed await before start: " + done.await(30, TimeUnit.MILLISECONDS));
        startGate.countDown();
        done.await();
        System.out.println("done count after: " + done.getCount());
        for (int i = 0; i < n; i++) System.out.println("worker " + i + ": " + results[i]);
        done.countDown();
        System.out.println("count after extra countDown: " + done.getCount() + ", await returns at once: " + done.await(0, TimeUnit.SECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative count: " + e.getMessage());
        }

        // Semaphore: at most 3 of 10 threads inside at once
        final Semaphore sem = new Semaphore(3);
        final int[] inside = {0, 0};
        final CountDownLatch semDone = new CountDownLatch(10);
        for (int i = 0; i < 10; i++) {
            new Thread(() -> {
                try {
                    sem.acquire();
                    try {
                        synchronized (inside) {
                            inside[0]++;
                            if (inside[0] > inside[1]) inside[1] = inside[0];
                        }
                        Thread.sleep(5);
                        synchronized (inside) { inside[0]--; }
                    } finally {
                        sem.release();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                semDone.countDown();
            }).start();
        }
        semDone.await();
        System.out.println("max inside semaphore <= 3: " + (inside[1] <= 3 && inside[1] >= 1) + ", permits " + sem.availablePermits());
        System.out.println("tryAcquire(3): " + sem.tryAcquire(3) + ", tryAcquire(): " + sem.tryAcquire() + ", timed: " + sem.tryAcquire(10, TimeUnit.MILLISECONDS));
        sem.release(5);
        System.out.println("after release(5): " + sem.availablePermits() + ", drained " + sem.drainPermits() + ", now " + sem.availablePermits());

        // Exchanger: two threads swap buffers 100 times
        final Exchanger<Integer> ex = new Exchanger<Integer>();
        final long[] got = new long[2];
        Thread a = new Thread(() -> {
            try {
                for (int i = 0; i < 100; i++) got[0] += ex.exchange(i);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        Thread b = new Thread(() -> {
            try {
                for (int i = 0; i < 100; i++) got[1] += ex.exchange(1000 + i);
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("exchanger: a received " + got[0] + ", b received " + got[1]);
    }
}
