// Concurrency: LockSupport permit semantics: unpark before park makes park return at once (one
// permit only), parkNanos times out, unpark wakes a parked thread, interrupt wakes park and
// keeps the interrupt status; a park/unpark ping-pong between two threads.
import java.util.concurrent.locks.LockSupport;

public class ConcParkUnpark {
    static volatile int turn;
    static volatile boolean flag;

    public static void main(String[] args) throws InterruptedException {
        Thread me = Thread.currentThread();
        LockSupport.unpark(me);
        long t0 = System.nanoTime();
        LockSupport.park();
        System.out.println("park after unpark returned at once: " + ((System.nanoTime() - t0) / 1000000 < 1000));
        LockSupport.unpark(me);
        LockSupport.unpark(me);
        LockSupport.park();
        t0 = System.nanoTime();
        LockSupport.parkNanos(30000000L);
        long ms = (System.nanoTime() - t0) / 1000000;
        System.out.println("permits do not accumulate: second park waited for its timeout: " + (ms >= 25));
        t0 = System.nanoTime();
        LockSupport.parkUntil(System.currentTimeMillis() + 20);
        System.out.println("parkUntil waited: " + ((System.nanoTime() - t0) / 1000000 >= 15));
        LockSupport.parkNanos(0);
        LockSupport.parkNanos(-5);
        LockSupport.unpark(null);
        System.out.println("getBlocker: " + LockSupport.getBlocker(me));

        // unpark wakes a parked thread
        final String[] r = new String[3];
        Thread parked = new Thread(() -> {
            while (!flag) LockSupport.park(Thread.currentThread());
            r[0] = "woken with flag set, interrupted " + Thread.currentThread().isInterrupted();
        });
        parked.start();
        Thread.sleep(20);
        flag = true;
        LockSupport.unpark(parked);
        parked.join();
        System.out.println(r[0]);

        // interrupt wakes park; the interrupt status stays set; later parks return at once
        final boolean[] parking = new boolean[1];
        Thread intr = new Thread(() -> {
            parking[0] = true;
            LockSupport.park();
            boolean st = Thread.currentThread().isInterrupted();
            long s = System.nanoTime();
            LockSupport.park();
            LockSupport.parkNanos(5000000000L);
            boolean fast = (System.nanoTime() - s) / 1000000 < 4000;
            r[1] = "after interrupt: status " + st + ", parks with status set return at once " + fast + ", interrupted() " + Thread.interrupted();
        });
        intr.start();
        while (!parking[0]) Thread.sleep(1);
        Thread.sleep(20);
        intr.interrupt();
        intr.join();
        System.out.println(r[1]);

        // ping-pong: each side parks until it is its turn
        final int rounds = 2000;
        final Thread[] players = new Thread[2];
        final int[] moves = new int[2];
        for (int p = 0; p < 2; p++) {
            final int id = p;
            players[p] = new Thread(() -> {
                for (int i = 0; i < rounds; i++) {
                    while (turn != id) LockSupport.park();
                    moves[id]++;
                    turn = 1 - id;
                    LockSupport.unpark(players[1 - id]);
                }
            });
        }
        players[0].start();
        players[1].start();
        players[0].join();
        players[1].join();
        System.out.println("ping-pong moves " + moves[0] + " " + moves[1] + ", turn " + turn);
    }
}
