// Threads: phased computation with a hand-written wait/notifyAll barrier and with
// java.util.concurrent.CyclicBarrier (barrier action, arrival indexes, reuse, reset/broken).
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class ThreadBarrierLoop {
    static final class SimpleBarrier {
        private final int parties;
        private int waiting, generation;
        SimpleBarrier(int parties) { this.parties = parties; }
        synchronized void await() throws InterruptedException {
            int gen = generation;
            if (++waiting == parties) {
                waiting = 0;
                generation++;
                notifyAll();
                return;
            }
            while (gen == generation) wait();
        }
    }

    static final int THREADS = 4, ROUNDS = 50;

    public static void main(String[] args) throws Exception {
        // 1. hand-written barrier: each round every thread writes its slot, then all read all slots
        final long[] slots = new long[THREADS];
        final long[] seen = new long[THREADS];
        final SimpleBarrier sb = new SimpleBarrier(THREADS);
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int r = 1; r <= ROUNDS; r++) {
                        slots[id] = r * 10L + id;
                        sb.await();
                        long s = 0;
                        for (int k = 0; k < THREADS; k++) s += slots[k];
                        seen[id] += s;
                        sb.await();
                    }
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < THREADS; i++) System.out.println("simple barrier thread " + i + " saw " + seen[i]);

        // 2. CyclicBarrier with a barrier action that records each phase
        final int[] counters = new int[THREADS];
        final StringBuilder phases = new StringBuilder();
        final int[] phaseNo = {0};
        final CyclicBarrier cb = new CyclicBarrier(THREADS, () -> {
            int sum = 0;
            for (int c : counters) sum += c;
            phaseNo[0]++;
            if (phaseNo[0] <= 5 || phaseNo[0] == ROUNDS) phases.append("phase ").append(phaseNo[0]).append(" sum ").append(sum).append('\n');
        });
        final int[] zeroIndexCount = new int[1];
        final int[] indexTotal = new int[1];
        for (int i = 0; i < THREADS; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int r = 0; r < ROUNDS; r++) {
                        counters[id] += id + 1;
                        int idx = cb.await();
                        synchronized (indexTotal) {
                            indexTotal[0] += idx;
                            if (idx == 0) zeroIndexCount[0]++;
                        }
                    }
                } catch (InterruptedException | BrokenBarrierException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.print(phases);
        System.out.println("phases run: " + phaseNo[0]);
        System.out.println("arrival index 0 seen " + zeroIndexCount[0] + " times, index total " + indexTotal[0]);
        System.out.println("parties " + cb.getParties() + ", waiting " + cb.getNumberWaiting() + ", broken " + cb.isBroken());

        // 3. breaking a barrier: one waiter, then reset() from main
        final CyclicBarrier two = new CyclicBarrier(2);
        final String[] outcome = new String[1];
        Thread waiter = new Thread(() -> {
            try {
                two.await();
                outcome[0] = "passed";
            } catch (BrokenBarrierException e) {
                outcome[0] = "BrokenBarrierException";
            } catch (InterruptedException e) {
                outcome[0] = "InterruptedException";
            }
        });
        waiter.start();
        while (two.getNumberWaiting() == 0) Thread.sleep(1);
        two.reset();
        waiter.join();
        System.out.println("waiter after reset: " + outcome[0] + ", broken now " + two.isBroken());

        // 4. interrupting a waiter breaks the barrier for the others
        final CyclicBarrier three = new CyclicBarrier(3);
        final String[] res = new String[2];
        Thread[] ws = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int id = i;
            ws[i] = new Thread(() -> {
                try {
                    three.await();
                    res[id] = "passed";
                } catch (BrokenBarrierException e) {
                    res[id] = "broken";
                } catch (InterruptedException e) {
                    res[id] = "interrupted";
                }
            });
        }
        ws[0].start();
        while (three.getNumberWaiting() < 1) Thread.sleep(1);
        ws[1].start();
        while (three.getNumberWaiting() < 2) Thread.sleep(1);
        ws[0].interrupt();
        ws[0].join();
        ws[1].join();
        System.out.println("interrupted waiter: " + res[0] + ", other waiter: " + res[1] + ", barrier broken " + three.isBroken());
        try {
            three.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken barrier: " + e.getClass().getName() + " message=" + e.getMessage());
        }
    }
}
