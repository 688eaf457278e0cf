// NO-RELEASE8
import java.lang.invoke.*;
import java.util.*;
import static java.lang.invoke.MethodType.methodType;

/** The MethodHandles combinators, each compiled into lambda forms by the JDK. */
public class MethodHandleCombinators {
    static final MethodHandles.Lookup L = MethodHandles.lookup();

    static int add(int a, int b) { return a + b; }
    static int neg(int a) { return -a; }
    static String str(int a) { return "<" + a + ">"; }
    static boolean isEven(int a) { return a % 2 == 0; }
    static String even(int a) { return "even " + a; }
    static String odd(int a) { return "odd " + a; }
    static int risky(int a) { if (a < 0) throw new IllegalArgumentException("negative " + a); return a * 10; }
    static int recover(IllegalArgumentException e, int a) { return -1000 - a; }
    static String concat3(String a, String b, String c) { return a + "|" + b + "|" + c; }
    static int count(String s) { return s.length(); }
    static String withCount(int n, String s) { return s + "#" + n; }
    static long sumLongs(long a, long b, long c) { return a + b + c; }
    static double avg(double... xs) { double s = 0; for (double x : xs) s += x; return xs.length == 0 ? 0 : s / xs.length; }
    static void log(List<String> out, String s) { out.add("log:" + s); }
    static int cleanup(Throwable t, int result, int a) { System.out.println("finally t=" + t + " r=" + result + " a=" + a); return result + 1; }

    static MethodHandle find(String name, MethodType t) throws Exception { return L.findStatic(MethodHandleCombinators.class, name, t); }

    public static void main(String[] args) throws Throwable {
        MethodHandle add = find("add", methodType(int.class, int.class, int.class));
        MethodHandle neg = find("neg", methodType(int.class, int.class));
        MethodHandle str = find("str", methodType(String.class, int.class));

        System.out.println((int) MethodHandles.filterArguments(add, 0, neg).invokeExact(3, 10));
        System.out.println((int) MethodHandles.filterArguments(add, 0, neg, neg).invokeExact(3, 10));
        System.out.println((String) MethodHandles.filterReturnValue(add, str).invokeExact(1, 2));
        MethodHandle count = find("count", methodType(int.class, String.class));
        MethodHandle withCount = find("withCount", methodType(String.class, int.class, String.class));
        System.out.println((String) MethodHandles.foldArguments(withCount, count).invokeExact("hello"));

        MethodHandle test = find("isEven", methodType(boolean.class, int.class));
        MethodHandle gwt = MethodHandles.guardWithTest(test, find("even", methodType(String.class, int.class)), find("odd", methodType(String.class, int.class)));
        for (int i = 0; i < 4; i++) System.out.print((String) gwt.invokeExact(i) + "; ");
        System.out.println();

        MethodHandle risky = find("risky", methodType(int.class, int.class));
        MethodHandle safe = MethodHandles.catchException(risky, IllegalArgumentException.class,
                find("recover", methodType(int.class, IllegalArgumentException.class, int.class)));
        System.out.println((int) safe.invokeExact(4) + " " + (int) safe.invokeExact(-4));
        MethodHandle fin = MethodHandles.tryFinally(risky, find("cleanup", methodType(int.class, Throwable.class, int.class, int.class)));
        System.out.println((int) fin.invokeExact(2));
        try {
            int x = (int) fin.invokeExact(-2);
        } catch (IllegalArgumentException e) {
            System.out.println("propagated " + e.getMessage());
        }

        MethodHandle concat3 = find("concat3", methodType(String.class, String.class, String.class, String.class));
        System.out.println((String) MethodHandles.insertArguments(concat3, 1, "mid").invokeExact("a", "z"));
        System.out.println((String) MethodHandles.dropArguments(concat3, 1, int.class, long.class).invokeExact("a", 1, 2L, "b", "c"));
        System.out.println((String) MethodHandles.permuteArguments(concat3, methodType(String.class, String.class, String.class), 1, 0, 1).invokeExact("x", "y"));
        System.out.println((String) MethodHandles.collectArguments(concat3, 1, str).invokeExact("p", 5, "q"));

        MethodHandle sumLongs = find("sumLongs", methodType(long.class, long.class, long.class, long.class));
        MethodHandle spreader = MethodHandles.spreadInvoker(sumLongs.type(), 0);
        System.out.println(spreader.invoke(sumLongs, new Object[] {1L, 2L, 3L}));
        System.out.println((long) sumLongs.asSpreader(long[].class, 3).invokeExact(new long[] {10, 20, 30}));
        MethodHandle collector = L.findStatic(Arrays.class, "toString", methodType(String.class, Object[].class)).asCollector(Object[].class, 2);
        System.out.println(collector.type() + " " + (String) collector.invokeExact((Object) "c1", (Object) 2));
        MethodHandle avg = find("avg", methodType(double.class, double[].class));
        System.out.println(avg.invoke(1.0, 2.0, 4.5) + " " + avg.asFixedArity().invoke(new double[] {2}));

        MethodHandle get = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle set = MethodHandles.arrayElementSetter(String[].class);
        MethodHandle len = MethodHandles.arrayLength(long[].class);
        MethodHandle ctor = MethodHandles.arrayConstructor(String[].class);
        int[] ints = {5, 6, 7};
        String[] strs = (String[]) ctor.invokeExact(2);
        set.invokeExact(strs, 1, "one");
        System.out.println((int) get.invokeExact(ints, 2) + " " + Arrays.toString(strs) + " " + (int) len.invokeExact(new long[9]));
        try {
            int x = (int) get.invokeExact(ints, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            set.invoke((Object[]) new Integer[1], 0, "s");
        } catch (ArrayStoreException | ClassCastException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getMessage());
        }

        System.out.println((String) MethodHandles.constant(String.class, "K").invokeExact() + " " + (int) MethodHandles.identity(int.class).invokeExact(9));
        System.out.println(MethodHandles.zero(double.class).invoke() + " " + MethodHandles.empty(methodType(String.class, int.class)).invoke(1));
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        try {
            int x = (int) thrower.invokeExact(new IllegalStateException("thrown"));
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }

        MethodHandle ex = MethodHandles.exactInvoker(methodType(int.class, int.class, int.class));
        MethodHandle inv = MethodHandles.invoker(methodType(Object.class, Object.class, Object.class));
        System.out.println((int) ex.invokeExact(add, 4, 5) + " " + inv.invoke(add, 6, 7));

        List<String> out = new ArrayList<>();
        MethodHandle log = find("log", methodType(void.class, List.class, String.class));
        MethodHandle logged = MethodHandles.foldArguments(MethodHandles.dropArguments(concat3, 0, List.class), MethodHandles.dropArguments(log, 2, String.class, String.class));
        System.out.println((String) logged.invokeExact((List<String>) out, "1", "2", "3") + " " + out);

        // asType conversions: boxing, unboxing, widening, casts, void.
        MethodHandle boxed = add.asType(methodType(Object.class, Object.class, Integer.class));
        System.out.println(boxed.invoke((Object) 1, 2) + " " + boxed.type());
        MethodHandle widened = add.asType(methodType(long.class, byte.class, short.class));
        System.out.println((long) widened.invokeExact((byte) 3, (short) 4));
        MethodHandle asVoid = add.asType(methodType(void.class, int.class, int.class));
        asVoid.invokeExact(1, 2);
        MethodHandle mh = MethodHandles.explicitCastArguments(add, methodType(byte.class, long.class, double.class));
        System.out.println((byte) mh.invokeExact(300L, 2.9));
        // A MethodHandle reached through many shapes (lambda forms are cached and shared).
        int acc = 0;
        for (int i = 0; i < 300; i++) acc += (int) MethodHandles.insertArguments(add, 0, i).invokeExact(1);
        System.out.println(acc);
        System.out.println(MethodHandles.filterReturnValue(add, str).toString());
    }
}
