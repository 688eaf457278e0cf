// StringTokenizer (default and custom delimiters, returnDelims, countTokens), Objects utility
// methods, Optional (of/ofNullable/empty/map/flatMap/filter/orElse/orElseThrow/ifPresent),
// BitSet, java.util.concurrent.atomic basics.
import java.util.*;
import java.util.concurrent.atomic.*;

public class UtilMisc {
    public static void main(String[] args) {
        StringTokenizer st = new StringTokenizer("  the quick\tbrown\nfox  ");
        System.out.print(st.countTokens() + ":");
        while (st.hasMoreTokens()) System.out.print(" [" + st.nextToken() + "]");
        System.out.println();
        StringTokenizer st2 = new StringTokenizer("a=1;b=2;;c=3", ";=");
        while (st2.hasMoreElements()) System.out.print(st2.nextElement() + " ");
        System.out.println();
        StringTokenizer st3 = new StringTokenizer("1+2*(3-4)", "+-*()", true);
        List<String> toks = new ArrayList<String>();
        while (st3.hasMoreTokens()) toks.add(st3.nextToken());
        System.out.println(toks + " " + toks.size());
        StringTokenizer st4 = new StringTokenizer("x,y z", ",");
        System.out.println(st4.nextToken() + "|" + st4.nextToken(" ") + "|" + st4.nextToken());
        try { st4.nextToken(); } catch (NoSuchElementException e) { System.out.println("no more tokens: " + e.getClass().getSimpleName()); }
        System.out.println(Objects.equals(1, 1) + " " + Objects.hash("a", 2) + " " + Objects.toString(5) + " " + Objects.isNull(null) + " " + Objects.nonNull(null) + " " + Objects.compare("a", "b", Comparator.naturalOrder()) + " " + Objects.deepEquals(new int[] { 1 }, new int[] { 1 }));
        try { Objects.requireNonNull(null); } catch (NullPointerException e) { System.out.println("requireNonNull: " + e.getClass().getName() + " msg=" + e.getMessage()); }
        try { Objects.requireNonNull(null, "with message"); } catch (NullPointerException e) { System.out.println("requireNonNull msg: " + e.getMessage()); }
        Optional<String> full = Optional.of("hello");
        Optional<String> empty = Optional.empty();
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println(full + " " + empty + " " + nullable.isPresent() + " " + full.isPresent() + " " + full.get() + " " + empty.orElse("default") + " " + full.map(String::length).get());
        System.out.println(full.filter(s -> s.startsWith("h")).isPresent() + " " + full.filter(s -> s.startsWith("x")).isPresent() + " " + full.flatMap(s -> Optional.of(s + "!")).get() + " " + empty.orElseGet(() -> "supplied") + " " + full.equals(Optional.of("hello")) + " " + full.hashCode());
        full.ifPresent(s -> System.out.println("present: " + s));
        empty.ifPresent(s -> System.out.println("never"));
        try { empty.get(); } catch (NoSuchElementException e) { System.out.println("empty.get: " + e.getMessage()); }
        try { empty.orElseThrow(() -> new IllegalStateException("custom missing")); } catch (IllegalStateException e) { System.out.println("orElseThrow: " + e.getMessage()); }
        try { Optional.of(null); } catch (NullPointerException e) { System.out.println("Optional.of(null): NPE"); }
        BitSet bs = new BitSet();
        for (int i = 0; i < 100; i += 3) bs.set(i);
        bs.set(200);
        bs.clear(9);
        bs.flip(0, 5);
        System.out.println(bs + " card=" + bs.cardinality() + " len=" + bs.length() + " get(12)=" + bs.get(12) + " next=" + bs.nextSetBit(50) + " nextClear=" + bs.nextClearBit(1));
        BitSet other = new BitSet();
        other.set(0, 20);
        BitSet and = (BitSet) bs.clone(); and.and(other);
        BitSet or = (BitSet) bs.clone(); or.or(other);
        BitSet xor = (BitSet) bs.clone(); xor.xor(other);
        System.out.println(and + " " + or.cardinality() + " " + xor + " " + bs.intersects(other) + " " + and.equals(and.clone()));
        BitSet sieve = new BitSet(1000);
        sieve.set(2, 1000);
        for (int p = 2; p * p < 1000; p = sieve.nextSetBit(p + 1)) for (int m = p * p; m < 1000; m += p) sieve.clear(m);
        System.out.println("primes<1000: " + sieve.cardinality() + " last=" + sieve.previousSetBit(999));
        AtomicInteger ai = new AtomicInteger(5);
        AtomicLong al = new AtomicLong(1L << 40);
        AtomicBoolean ab = new AtomicBoolean();
        AtomicReference<String> ar = new AtomicReference<String>("init");
        System.out.println(ai.incrementAndGet() + " " + ai.getAndIncrement() + " " + ai.get() + " " + ai.addAndGet(10) + " " + ai.compareAndSet(17, 100) + " " + ai.compareAndSet(1, 2) + " " + ai + " " + ai.getAndSet(-1) + " " + ai.updateAndGet(x -> x * 3) + " " + ai.accumulateAndGet(10, Integer::sum));
        System.out.println(al.getAndAdd(5) + " " + al.decrementAndGet() + " " + ab.getAndSet(true) + " " + ab.get() + " " + ar.getAndSet("next") + " " + ar.get() + " " + ar.compareAndSet("next", "final") + " " + ar);
    }
}
