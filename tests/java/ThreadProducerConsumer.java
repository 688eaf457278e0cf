// Threads: bounded buffer with synchronized/wait/notifyAll, 3 producers and 3 consumers;
// prints totals only (counts and sums per producer, checked after join).
public class ThreadProducerConsumer {
    static final class BoundedBuffer {
        private final int[] items;
        private int head, tail, count;
        BoundedBuffer(int capacity) { items = new int[capacity]; }
        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[tail] = v;
            tail = (tail + 1) % items.length;
            count++;
            notifyAll();
        }
        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    static final int PRODUCERS = 3, CONSUMERS = 3, PER_PRODUCER = 3000;

    public static void main(String[] args) throws Exception {
        final BoundedBuffer buf = new BoundedBuffer(8);
        final long[] consumedSum = new long[CONSUMERS];
        final int[] consumedCount = new int[CONSUMERS];
        final int[] perProducer = new int[PRODUCERS];
        final Object statsLock = new Object();
        Thread[] producers = new Thread[PRODUCERS];
        Thread[] consumers = new Thread[CONSUMERS];
        for (int p = 0; p < PRODUCERS; p++) {
            final int id = p;
            producers[p] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (int i = 1; i <= PER_PRODUCER; i++) buf.put(id * 1000000 + i);
                    } catch (InterruptedException e) { throw new RuntimeException(e); }
                }
            }, "producer-" + p);
        }
        for (int c = 0; c < CONSUMERS; c++) {
            final int id = c;
            consumers[c] = new Thread(new Runnable() {
                public void run() {
                    try {
                        for (;;) {
                            int v = buf.take();
                            if (v < 0) break;
                            consumedSum[id] += v;
                            consumedCount[id]++;
                            synchronized (statsLock) { perProducer[v / 1000000]++; }
                        }
                    } catch (InterruptedException e) { throw new RuntimeException(e); }
                }
            }, "consumer-" + c);
        }
        for (Thread t : consumers) t.start();
        for (Thread t : producers) t.start();
        for (Thread t : producers) t.join();
        for (int c = 0; c < CONSUMERS; c++) buf.put(-1);
        for (Thread t : consumers) t.join();
        long sum = 0; int count = 0;
        for (int c = 0; c < CONSUMERS; c++) { sum += consumedSum[c]; count += consumedCount[c]; }
        long expected = 0;
        for (int p = 0; p < PRODUCERS; p++) for (int i = 1; i <= PER_PRODUCER; i++) expected += p * 1000000L + i;
        System.out.println("items consumed: " + count);
        System.out.println("sum: " + sum + " expected: " + expected + " ok=" + (sum == expected));
        for (int p = 0; p < PRODUCERS; p++) System.out.println("from producer " + p + ": " + perProducer[p]);
        boolean allWorked = true;
        for (int c = 0; c < CONSUMERS; c++) if (consumedCount[c] < 0) allWorked = false;
        System.out.println("consumers alive after join: " + consumers[0].isAlive() + consumers[1].isAlive() + consumers[2].isAlive());
        System.out.println("counts non-negative: " + allWorked);
    }
}
