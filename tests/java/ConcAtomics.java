// Concurrency: AtomicInteger/AtomicLong/AtomicBoolean/AtomicReference/atomic arrays/LongAdder
// under contention from 4 threads; CAS retry loops, a lock-free stack; exact totals.
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

public class ConcAtomics {
    static final class Node {
        final int value;
        final Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    public static void main(String[] args) throws InterruptedException {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong();
        final AtomicInteger casCount = new AtomicInteger();
        final AtomicLong maxSeen = new AtomicLong(Long.MIN_VALUE);
        final AtomicIntegerArray arr = new AtomicIntegerArray(8);
        final AtomicLongArray larr = new AtomicLongArray(4);
        final AtomicReferenceArray<String> refs = new AtomicReferenceArray<String>(4);
        final LongAdder adder = new LongAdder();
        final AtomicBoolean once = new AtomicBoolean();
        final AtomicInteger winners = new AtomicInteger();
        final AtomicReference<Node> stack = new AtomicReference<Node>();
        final int threads = 4, iterations = 20000;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                if (once.compareAndSet(false, true)) winners.incrementAndGet();
                refs.compareAndSet(id, null, "slot" + id);
                for (int i = 0; i < iterations; i++) {
                    ai.incrementAndGet();
                    al.addAndGet(i);
                    for (;;) {
                        int cur = casCount.get();
                        if (casCount.compareAndSet(cur, cur + 2)) break;
                    }
                    final long v = (long) id * iterations + i;
                    maxSeen.accumulateAndGet(v, Math::max);
                    arr.getAndIncrement(i & 7);
                    larr.addAndGet(i & 3, 3);
                    adder.increment();
                    if ((i & 63) == 0) {
                        Node head;
                        do {
                            head = stack.get();
                        } while (!stack.compareAndSet(head, new Node(id, head)));
                    }
                }
                ai.updateAndGet(x -> x + 1000);
                al.getAndUpdate(x -> x - 1);
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("AtomicInteger: " + ai.get() + " (expected " + (threads * iterations + threads * 1000) + ")");
        long expL = (long) threads * ((long) iterations * (iterations - 1) / 2) - threads;
        System.out.println("AtomicLong: " + al.get() + " (expected " + expL + ")");
        System.out.println("CAS loop: " + casCount.get());
        System.out.println("max: " + maxSeen.get());
        System.out.println("int array: " + arr);
        System.out.println("long array: " + larr);
        System.out.println("ref array: " + refs);
        System.out.println("adder: " + adder.sum() + " " + adder);
        System.out.println("compareAndSet winners: " + winners.get() + ", flag " + once.get());
        int size = 0;
        int[] perThread = new int[threads];
        for (Node n = stack.get(); n != null; n = n.next) { size++; perThread[n.value]++; }
        System.out.println("stack size: " + size + ", per thread " + perThread[0] + " " + perThread[1] + " " + perThread[2] + " " + perThread[3]);

        // single-threaded API checks
        AtomicInteger x = new AtomicInteger(5);
        System.out.println(x.getAndIncrement() + " " + x.incrementAndGet() + " " + x.getAndAdd(10) + " " + x.addAndGet(-3) + " " + x.getAndSet(1) + " " + x.get());
        System.out.println(x.compareAndSet(2, 3) + " " + x.compareAndSet(1, 3) + " " + x.getAndUpdate(v -> v * 7) + " " + x.accumulateAndGet(4, (a, b) -> a - b) + " " + x.getAndAccumulate(2, Math::max) + " " + x.intValue() + " " + x.doubleValue());
        AtomicLong y = new AtomicLong(Long.MAX_VALUE);
        System.out.println(y.incrementAndGet() + " " + y.decrementAndGet() + " " + y.getAndDecrement() + " " + y);
        AtomicReference<String> s = new AtomicReference<String>("a");
        System.out.println(s.getAndSet("b") + " " + s.compareAndSet("b", "c") + " " + s.updateAndGet(v -> v + "d") + " " + s.getAndAccumulate("e", String::concat) + " " + s);
        AtomicBoolean b = new AtomicBoolean(true);
        System.out.println(b.getAndSet(false) + " " + b.get() + " " + b.compareAndSet(true, false) + " " + b);
        LongAdder la = new LongAdder();
        la.add(40);
        la.add(2);
        System.out.println(la.sumThenReset() + " " + la.sum() + " " + la.intValue());
    }
}
