// NO-RELEASE8
import java.io.Serializable;
import java.util.*;
import java.util.function.*;

/** Every kind of lambda and method reference javac emits, through the JDK's LambdaMetafactory. */
public class LambdaKinds {
    interface TriFunction<A, B, C, R> { R apply(A a, B b, C c); }
    interface IntOp { int op(int a, int b); default IntOp andThen(IntUnaryOperator f) { return (a, b) -> f.applyAsInt(op(a, b)); } }
    interface Named { String name(); }
    interface Greeter extends Named { default String greet() { return "hi " + name(); } }
    // Generic functional interface whose erasure differs from the instantiation: bridges (altMetafactory).
    interface Transformer<T> { T transform(T t); }
    interface StringTransformer extends Transformer<String> { String transform(String s); }
    interface LongBinary { long apply(long a, long b); }
    interface DoubleToChar { char apply(double d); }
    interface VarArgs { String join(String... parts); }

    static class Base {
        String who() { return "Base"; }
        protected String prot() { return "protected-Base"; }
    }
    static class Child extends Base {
        @Override String who() { return "Child"; }
        Supplier<String> superWho() { return super::who; }
        Supplier<String> thisWho() { return this::who; }
        Supplier<String> superProt() { return super::prot; }
    }
    static class Counter {
        private int n;
        Counter(int start) { n = start; }
        Counter() { this(100); }
        int next() { return n++; }
        private static String secret(int x) { return "secret" + x; }
    }

    static int staticTwice(int x) { return 2 * x; }
    private String instanceName = "inst";
    String describe(String s) { return instanceName + ":" + s; }

    public static void main(String[] args) throws Exception {
        // Non-capturing and capturing lambdas.
        Supplier<String> hello = () -> "hello";
        int base = 10;
        long big = 1L << 40;
        double half = 0.5;
        IntUnaryOperator addBase = x -> x + base;
        LongBinary addBig = (a, b) -> a + b + big;
        DoubleUnaryOperator scale = d -> d * half;
        System.out.println(hello.get() + " " + addBase.applyAsInt(5) + " " + addBig.apply(1, 2) + " " + scale.applyAsDouble(3));
        String prefix = "p-";
        char sep = ':';
        Function<Object, String> capturesRefAndChar = o -> prefix + sep + o;
        System.out.println(capturesRefAndChar.apply(List.of(1)));
        TriFunction<Integer, Long, Double, String> tri = (a, b, c) -> a + "/" + b + "/" + c;
        System.out.println(tri.apply(1, 2L, 3.0));
        DoubleToChar d2c = d -> (char) ('A' + (int) d);
        System.out.println(d2c.apply(2.7));

        // Method references: static, bound, unbound, constructor, array constructor, super, this.
        IntUnaryOperator twice = LambdaKinds::staticTwice;
        LambdaKinds me = new LambdaKinds();
        Function<String, String> bound = me::describe;
        Function<String, Integer> unbound = String::length;
        BiFunction<String, String, Boolean> unbound2 = String::startsWith;
        Supplier<Counter> ctor0 = Counter::new;
        IntFunction<Counter> ctor1 = Counter::new;
        IntFunction<int[]> arrayCtor = int[]::new;
        Function<Integer, String[][]> arrayCtor2 = String[][]::new;
        IntFunction<String> privateStatic = Counter::secret;
        System.out.println(twice.applyAsInt(21) + " " + bound.apply("x") + " " + unbound.apply("four") + " " + unbound2.apply("hello", "he"));
        System.out.println(ctor0.get().next() + " " + ctor1.apply(7).next() + " " + arrayCtor.apply(3).length + " " + arrayCtor2.apply(2).length + " " + privateStatic.apply(9));
        Child child = new Child();
        System.out.println(child.superWho().get() + " " + child.thisWho().get() + " " + child.superProt().get());
        Counter c = new Counter(5);
        IntSupplier next = c::next;
        System.out.println(next.getAsInt() + " " + next.getAsInt() + " " + c.next());
        Supplier<String> nullBound;
        String nothing = null;
        try {
            nullBound = nothing::trim;
        } catch (NullPointerException e) {
            System.out.println("NPE at bind " + (e.getMessage() == null ? "" : "msg"));
        }

        // Boxing, unboxing and widening in the adaptation.
        Function<Integer, Integer> boxed = x -> x * 3;
        ToLongFunction<Integer> unboxWiden = Integer::intValue;
        Supplier<Long> widenBox = () -> 5L;
        ToDoubleFunction<String> parse = Double::parseDouble;
        BiFunction<Short, Byte, Integer> mixed = (s, b) -> s + b;
        ObjIntConsumer<List<Integer>> adder = List::add;
        List<Integer> li = new ArrayList<>();
        adder.accept(li, 42);
        System.out.println(boxed.apply(7) + " " + unboxWiden.applyAsLong(8) + " " + widenBox.get() + " " + parse.applyAsDouble("2.5") + " " + mixed.apply((short) 3, (byte) 4) + " " + li);
        Comparator<String> byLen = Comparator.comparing(String::length);
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb"));
        words.sort(byLen.thenComparing(Comparator.reverseOrder()));
        System.out.println(words);

        // Default methods, bridges, markers, intersections, Serializable.
        IntOp mul = (a, b) -> a * b;
        System.out.println(mul.andThen(x -> -x).op(3, 4));
        Greeter g = () -> "bob";
        System.out.println(g.greet() + " " + g.name());
        StringTransformer st = s -> s.toUpperCase();
        @SuppressWarnings("unchecked")
        Transformer<Object> raw = (Transformer<Object>) (Transformer<?>) st;
        System.out.println(st.transform("up") + " " + raw.transform("raw"));
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable runnable");
        r.run();
        System.out.println((r instanceof Serializable) + " " + (hello instanceof Serializable));
        Supplier<String> ser = (Supplier<String> & Serializable) () -> "ser:" + base;
        System.out.println(ser.get() + " " + (ser instanceof Serializable));
        VarArgs va = (String... parts) -> String.join("+", parts);
        System.out.println(va.join("a", "b", "c") + " " + va.join());
        Function<String[], String> fromVarargsMethod = Arrays::toString;
        System.out.println(fromVarargsMethod.apply(new String[] {"v", "w"}));

        // Lambdas of the class's classes, identity and names.
        Supplier<String> s1 = () -> "same";
        System.out.println(s1.getClass().isHidden() + " " + s1.getClass().isSynthetic() + " " + s1.getClass().getSimpleName().startsWith("LambdaKinds$$Lambda$")
                + " " + s1.getClass().getName().contains("/0x") + " " + (s1.getClass().getInterfaces()[0] == Supplier.class));
        Set<Class<?>> classes = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            Supplier<Integer> s = () -> 1;
            classes.add(s.getClass());
        }
        System.out.println("one class per call site: " + classes.size());
        try {
            Class.forName(s1.getClass().getName());
        } catch (ClassNotFoundException e) {
            System.out.println("not found by name");
        }

        // Streams of lambdas and recursion.
        Function<Integer, Integer>[] fib = new Function[1];
        fib[0] = n -> n < 2 ? n : fib[0].apply(n - 1) + fib[0].apply(n - 2);
        System.out.println(fib[0].apply(15));
        BinaryOperator<Integer> sum = Integer::sum;
        int total = 0;
        for (int i = 0; i < 500; i++) total = sum.apply(total, i);
        System.out.println(total);
        Optional<String> opt = Optional.of("opt").map(String::toUpperCase).filter(s -> s.length() == 3);
        System.out.println(opt.orElse("none"));
        Map<String, Integer> m = new TreeMap<>();
        for (String w : List.of("a", "b", "a", "c", "a")) m.merge(w, 1, Integer::sum);
        m.forEach((k, v) -> System.out.print(k + "=" + v + " "));
        System.out.println();
        Runnable thrower = () -> { throw new IllegalStateException("from lambda"); };
        try {
            thrower.run();
        } catch (IllegalStateException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println(e.getMessage() + " at " + top.getMethodName().startsWith("lambda$main$") + " depth " + e.getStackTrace().length);
        }
    }
}
