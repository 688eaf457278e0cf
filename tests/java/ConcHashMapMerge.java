// Concurrency: ConcurrentHashMap updated from 4 threads with merge, compute, computeIfAbsent,
// putIfAbsent and remove; printed in key order (TreeMap), with exact counts.
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

public class ConcHashMapMerge {
    public static void main(String[] args) throws InterruptedException {
        final String[] words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu"};
        final ConcurrentHashMap<String, Integer> counts = new ConcurrentHashMap<String, Integer>();
        final ConcurrentHashMap<Integer, Long> sums = new ConcurrentHashMap<Integer, Long>();
        final ConcurrentHashMap<String, AtomicInteger> lazy = new ConcurrentHashMap<String, AtomicInteger>();
        final ConcurrentHashMap<Integer, Integer> owners = new ConcurrentHashMap<Integer, Integer>();
        final ConcurrentHashMap<Integer, Integer> big = new ConcurrentHashMap<Integer, Integer>();
        final CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<Integer>();
        final ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<Integer>();
        final int threads = 4, rounds = 3000;
        final int[] ownedBy = new int[threads];
        final long[] polledSum = new long[threads];
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < rounds; i++) {
                    final int ii = i;
                    String w = words[(i * 7 + id) % words.length];
                    counts.merge(w, 1, Integer::sum);
                    sums.compute(i % 10, (k, v) -> v == null ? (long) ii : v + ii);
                    lazy.computeIfAbsent(w, k -> new AtomicInteger()).incrementAndGet();
                    if (owners.putIfAbsent(i % 500, id) == null) ownedBy[id]++;
                    big.put(id * rounds + i, i);
                    if (i % 3 == 0) big.remove(id * rounds + i);
                    if (i % 100 == 0) cow.add(id * 1000 + i / 100);
                    clq.offer(i);
                    if (i % 2 == 1) {
                        Integer p = clq.poll();
                        if (p != null) polledSum[id] += p;
                    }
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int total = 0;
        for (Map.Entry<String, Integer> e : new TreeMap<String, Integer>(counts).entrySet()) {
            System.out.println(e.getKey() + "=" + e.getValue() + " lazy=" + lazy.get(e.getKey()));
            total += e.getValue();
        }
        System.out.println("total merges " + total + " (expected " + threads * rounds + ")");
        System.out.println("sums " + new TreeMap<Integer, Long>(sums));
        int owned = 0;
        for (int c : ownedBy) owned += c;
        System.out.println("putIfAbsent winners " + owned + ", map size " + owners.size());
        long bigSum = 0;
        for (int v : big.values()) bigSum += v;
        System.out.println("big size " + big.size() + ", value sum " + bigSum + ", contains 1 " + big.containsKey(1) + ", contains 0 " + big.containsKey(0));
        int cowSum = 0;
        for (int v : cow) cowSum += v;
        System.out.println("cow size " + cow.size() + ", sum " + cowSum);
        long remaining = 0;
        int left = 0;
        for (Integer v : clq) { remaining += v; left++; }
        long allPolled = polledSum[0] + polledSum[1] + polledSum[2] + polledSum[3];
        System.out.println("queue left " + left + ", polled+left " + (allPolled + remaining) + " (expected " + (long) threads * rounds * (rounds - 1) / 2 + ")");
    }
}
