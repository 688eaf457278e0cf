// Lambdas: capturing locals, this, and fields; lambdas returning primitives with boxing/unboxing
// through generic functional interfaces; Runnable; Comparator lambdas with sort; custom
// functional interfaces with default/static methods; recursion through a lambda field; currying.
import java.util.*;
import java.util.function.*;

public class LambdaCapture {
    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
        default TriFunction<A, B, C, String> described() { return (a, b, c) -> "result=" + apply(a, b, c); }
        static <T> TriFunction<T, T, T, List<T>> lister() { return (a, b, c) -> Arrays.asList(a, b, c); }
    }
    interface IntOp { int op(int a); default IntOp then(IntOp next) { return x -> next.op(op(x)); } }
    static IntUnaryOperator factorial;
    static Function<Integer, Long> fib;
    int field = 100;
    String name = "instance";

    Supplier<String> captureThis() { return () -> name + ":" + field; }
    IntSupplier counter() { return () -> ++field; }

    public static void main(String[] args) {
        int base = 10;
        String label = "lbl";
        long big = 1L << 40;
        double ratio = 0.5;
        char ch = 'Q';
        Function<Integer, String> f = x -> label + (x + base) + ch + big + ratio;
        System.out.println(f.apply(5));
        LambdaCapture lc = new LambdaCapture();
        Supplier<String> s = lc.captureThis();
        lc.field = 7;
        System.out.println(s.get());
        IntSupplier c = lc.counter();
        System.out.println(c.getAsInt() + " " + c.getAsInt() + " " + lc.field);
        Function<Integer, Integer> boxed = x -> x * x;
        ToIntFunction<Integer> unboxing = x -> x + 1;
        Supplier<Double> ds = () -> 1.5;
        Supplier<Boolean> bs = () -> base > 5;
        Supplier<Character> cs = () -> 'c';
        Supplier<Long> ls = () -> 5L;
        BiFunction<Integer, Integer, Integer> add = (a, b) -> a + b;
        System.out.println(boxed.apply(12) + " " + unboxing.applyAsInt(41) + " " + ds.get() + " " + bs.get() + " " + cs.get() + " " + ls.get() + " " + add.apply(100, 23));
        IntPredicate even = x -> x % 2 == 0;
        LongBinaryOperator lmul = (a, b) -> a * b;
        DoubleBinaryOperator dpow = (a, b) -> a * a + b;
        IntToLongFunction widen = x -> x * 1000000000L;
        System.out.println(even.test(4) + " " + even.negate().test(4) + " " + even.and(x -> x > 10).test(12) + " " + lmul.applyAsLong(1L << 31, 4) + " " + dpow.applyAsDouble(1.5, 0.25) + " " + widen.applyAsLong(9));
        final int[] box = { 0 };
        Runnable r = () -> box[0] += 5;
        for (int i = 0; i < 4; i++) r.run();
        System.out.println("box=" + box[0]);
        List<String> words = new ArrayList<String>(Arrays.asList("delta", "Alpha", "charlie", "bravo", "Echo", "ab"));
        Collections.sort(words, (a, b) -> a.compareToIgnoreCase(b));
        System.out.println(words);
        Collections.sort(words, (a, b) -> { int d = a.length() - b.length(); return d != 0 ? d : a.compareTo(b); });
        System.out.println(words);
        words.sort(Comparator.comparing((String w) -> w.charAt(w.length() - 1)).reversed());
        System.out.println(words);
        TriFunction<Integer, Integer, Integer, Integer> vol = (a, b, cc) -> a * b * cc;
        System.out.println(vol.apply(2, 3, 4) + " " + vol.described().apply(1, 2, 3) + " " + TriFunction.<String>lister().apply("x", "y", "z"));
        IntOp inc = x -> x + 1;
        IntOp dbl = x -> x * 2;
        System.out.println(inc.then(dbl).op(5) + " " + dbl.then(inc).then(dbl).op(5));
        factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1);
        System.out.println("10! = " + factorial.applyAsInt(10));
        final Map<Integer, Long> memo = new HashMap<Integer, Long>();
        fib = n -> {
            if (n < 2) return (long) n;
            Long m = memo.get(n);
            if (m != null) return m;
            long v = fib.apply(n - 1) + fib.apply(n - 2);
            memo.put(n, v);
            return v;
        };
        System.out.println("fib(80) = " + fib.apply(80));
        Function<Integer, Function<Integer, Function<Integer, Integer>>> curried = a -> b -> cc -> a * 100 + b * 10 + cc;
        System.out.println(curried.apply(1).apply(2).apply(3));
        List<Supplier<Integer>> sups = new ArrayList<Supplier<Integer>>();
        for (int i = 0; i < 5; i++) { final int j = i; sups.add(() -> j * j); }
        StringBuilder sb = new StringBuilder();
        for (Supplier<Integer> sp : sups) sb.append(sp.get()).append(',');
        System.out.println(sb);
        Optional<String> opt = Optional.of("value").map(v -> v + "!").filter(v -> v.length() > 3);
        System.out.println(opt.orElse("none") + " " + Optional.<String>empty().map(String::length).orElseGet(() -> -1));
        BiConsumer<String, Integer> bc = (k, v) -> System.out.print(k + "=" + v + ";");
        Map<String, Integer> tm = new TreeMap<String, Integer>();
        tm.put("b", 2); tm.put("a", 1); tm.put("c", 3);
        tm.forEach(bc);
        System.out.println();
        Callback cb = new Callback();
        cb.register(msg -> "handled " + msg);
        cb.register(String::toUpperCase);
        System.out.println(cb.fire("event"));
    }
    static class Callback {
        List<Function<String, String>> handlers = new ArrayList<Function<String, String>>();
        void register(Function<String, String> h) { handlers.add(h); }
        String fire(String e) { StringBuilder sb = new StringBuilder(); for (Function<String, String> h : handlers) sb.append(h.apply(e)).append(" / "); return sb.toString(); }
    }
}
