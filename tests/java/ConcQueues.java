// Concurrency: LinkedBlockingQueue and ArrayBlockingQueue producer/consumer with poison pills,
// timed offer/poll, remainingCapacity, drainTo, SynchronousQueue hand-off; totals only.
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

public class ConcQueues {
    static long run(final BlockingQueue<Integer> q, int producers, int consumers, final int perProducer) throws InterruptedException {
        final long[] sums = new long[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int i = 0; i < producers; i++) {
            final int id = i;
            ps[i] = new Thread(() -> {
                try {
                    for (int k = 1; k <= perProducer; k++) q.put(id * 100000 + k);
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int i = 0; i < consumers; i++) {
            final int id = i;
            cs[i] = new Thread(() -> {
                try {
                    for (;;) {
                        int v = q.take();
                        if (v < 0) break;
                        sums[id] += v;
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.start();
        for (Thread t : ps) t.join();
        for (int i = 0; i < consumers; i++) q.put(-1);
        for (Thread t : cs) t.join();
        long s = 0;
        for (long v : sums) s += v;
        return s;
    }

    public static void main(String[] args) throws InterruptedException {
        long expected = 0;
        for (int i = 0; i < 3; i++) for (int k = 1; k <= 1500; k++) expected += i * 100000 + k;
        System.out.println("expected " + expected);
        System.out.println("LinkedBlockingQueue(unbounded): " + run(new LinkedBlockingQueue<Integer>(), 3, 2, 1500));
        System.out.println("LinkedBlockingQueue(4): " + run(new LinkedBlockingQueue<Integer>(4), 3, 2, 1500));
        System.out.println("ArrayBlockingQueue(3): " + run(new ArrayBlockingQueue<Integer>(3), 3, 2, 1500));
        System.out.println("ArrayBlockingQueue(2, fair): " + run(new ArrayBlockingQueue<Integer>(2, true), 3, 2, 1500));
        System.out.println("SynchronousQueue: " + run(new SynchronousQueue<Integer>(), 3, 2, 300));

        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<String>(2);
        System.out.println("offer " + abq.offer("a") + " " + abq.offer("b") + " " + abq.offer("c") + ", remaining " + abq.remainingCapacity() + ", " + abq);
        long t0 = System.nanoTime();
        System.out.println("timed offer on full: " + abq.offer("c", 20, TimeUnit.MILLISECONDS) + ", waited " + ((System.nanoTime() - t0) / 1000000 >= 15));
        try {
            abq.add("x");
        } catch (IllegalStateException e) {
            System.out.println("add on full: " + e.getClass().getName() + ": " + e.getMessage());
        }
        List<String> drained = new ArrayList<String>();
        System.out.println("drainTo " + abq.drainTo(drained) + " " + drained + ", poll on empty " + abq.poll());
        t0 = System.nanoTime();
        System.out.println("timed poll on empty: " + abq.poll(20, TimeUnit.MILLISECONDS) + ", waited " + ((System.nanoTime() - t0) / 1000000 >= 15));
        try {
            abq.put(null);
        } catch (NullPointerException e) {
            System.out.println("put(null): NullPointerException");
        }

        LinkedBlockingQueue<Integer> lbq = new LinkedBlockingQueue<Integer>();
        for (int i = 0; i < 10; i++) lbq.add(i);
        lbq.remove(Integer.valueOf(3));
        List<Integer> some = new ArrayList<Integer>();
        lbq.drainTo(some, 4);
        System.out.println("drained " + some + ", left " + lbq + ", size " + lbq.size() + ", peek " + lbq.peek() + ", contains 9 " + lbq.contains(9));

        SynchronousQueue<String> sq = new SynchronousQueue<String>();
        System.out.println("sync offer without taker: " + sq.offer("x") + ", size " + sq.size() + ", poll " + sq.poll());
        final String[] got = new String[1];
        Thread taker = new Thread(() -> {
            try { got[0] = sq.take(); } catch (InterruptedException e) { }
        });
        taker.start();
        sq.put("handed");
        taker.join();
        System.out.println("taker got " + got[0]);

        // interrupting a blocked take
        final LinkedBlockingQueue<Integer> empty = new LinkedBlockingQueue<Integer>();
        final String[] res = new String[1];
        Thread blocked = new Thread(() -> {
            try {
                empty.take();
                res[0] = "took";
            } catch (InterruptedException e) {
                res[0] = "take interrupted, message=" + e.getMessage();
            }
        });
        blocked.start();
        Thread.sleep(20);
        blocked.interrupt();
        blocked.join();
        System.out.println(res[0]);
    }
}
