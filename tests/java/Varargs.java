// Varargs: zero args, null, array passing, primitives, overload resolution with varargs.
import java.util.Arrays;

public class Varargs {
    static int count(Object... xs) { return xs == null ? -1 : xs.length; }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String sep, String... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) { if (i > 0) sb.append(sep); sb.append(parts[i]); }
        return sb.toString();
    }
    static String pick(int a) { return "fixed"; }
    static String pick(int... a) { return "varargs" + a.length; }
    static String pick2(Object o) { return "object"; }
    static String pick2(Object... o) { return "objects"; }
    static long total(long first, long... rest) { long t = first; for (long r : rest) t += r; return t; }
    static double avg(double... d) { double s = 0; for (double x : d) s += x; return d.length == 0 ? 0 : s / d.length; }
    static <T> String types(T... ts) { return ts.getClass().getSimpleName() + ":" + ts.length; }

    public static void main(String[] args) {
        System.out.println(count() + " " + count(1) + " " + count(1, "two", 3.0) + " " + count((Object[]) null) + " " + count((Object) null));
        System.out.println(count(new Object[] { 1, 2, 3, 4 }) + " " + count((Object) new Object[] { 1, 2 }));
        System.out.println(sum() + " " + sum(5) + " " + sum(1, 2, 3, 4, 5, 6, 7, 8, 9, 10) + " " + sum(new int[] { 100, 200 }));
        System.out.println("[" + join(", ") + "] [" + join("-", "a") + "] [" + join("/", "x", "y", "z") + "]");
        System.out.println(pick(1) + " " + pick() + " " + pick(1, 2));
        System.out.println(pick2("s") + " " + pick2() + " " + pick2("a", "b"));
        System.out.println(total(1) + " " + total(1, 2, 3) + " " + total(Long.MAX_VALUE, 1));
        System.out.println(avg() + " " + avg(1, 2) + " " + avg(1.5, 2.5, 3.5, 4.5));
        System.out.println(types("a", "b") + " " + types(1, 2, 3) + " " + types());
        System.out.println(Arrays.asList(1, 2, 3) + " " + Arrays.asList() + " " + String.format("%s-%s-%s", "p", 2, 'q'));
    }
}
