// Method.invoke and Constructor.newInstance: static, virtual, interface,
// default, private and overridden methods, primitive arguments (unboxing and
// widening) and results (boxing), exceptions of the target wrapped in
// InvocationTargetException, IllegalArgumentException and
// NullPointerException cases with their messages, and more than 15 calls of
// each kind so that the JDK switches to generated accessor classes.
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;

public class ReflectInvoke {
    interface Shape {
        double area();
        default String describe() { return "shape with area " + area(); }
    }

    static abstract class Base implements Shape {
        protected String name = "base";
        public String who() { return "Base.who " + name; }
        public abstract int sides();
        static String stat(int x) { return "Base.stat " + x; }
    }

    static class Square extends Base {
        private final double side;
        Square() { this(1.0); }
        Square(double side) { this.side = side; name = "square"; }
        Square(String s) throws Exception {
            if (s == null) throw new Exception("null side");
            this.side = Double.parseDouble(s);
        }
        public double area() { return side * side; }
        public int sides() { return 4; }
        @Override public String who() { return "Square.who " + name; }
        private String secret(int n) { return "secret " + n + " of " + side; }
    }

    static class Prims {
        static boolean z(boolean v) { return !v; }
        static byte b(byte v) { return (byte) (v + 1); }
        static char c(char v) { return (char) (v + 1); }
        static short s(short v) { return (short) (v + 1); }
        static int i(int v) { return v + 1; }
        static long j(long v) { return v + 1; }
        static float f(float v) { return v / 2; }
        static double d(double v) { return v / 4; }
        static void v() { System.out.println("  void method ran"); }
        static String mix(byte b, short s, char c, int i, long j, float f, double d, boolean z, Object o) {
            return b + " " + s + " " + c + " " + i + " " + j + " " + f + " " + d + " " + z + " " + o;
        }
        static long wide(long a, double b, float c) { return a + (long) b + (long) c; }
        static int[] arr(int[] a, String... rest) { return new int[] { a.length, rest.length }; }
    }

    static class Thrower {
        static int count;
        static void boom(String kind) throws Exception {
            count++;
            switch (kind) {
                case "checked": throw new Exception("checked boom");
                case "runtime": throw new IllegalStateException("runtime boom");
                case "error": throw new AssertionError("error boom");
                default: System.out.println("  no boom");
            }
        }
    }

    static String show(Object o) {
        if (o == null) return "null";
        if (o instanceof int[]) return Arrays.toString((int[]) o);
        return o.getClass().getSimpleName() + ":" + o;
    }

    static void call(Method m, Object recv, Object... args) {
        try {
            Object r = m.invoke(recv, args);
            System.out.println("  " + m.getName() + " -> " + show(r));
        } catch (InvocationTargetException e) {
            Throwable c = e.getCause();
            System.out.println("  " + m.getName() + " threw ITE(" + c.getClass().getName() + ": " + c.getMessage() + ") msg=" + e.getMessage());
        } catch (Exception e) {
            // A generated accessor's message may contain an identity hash.
            System.out.println("  " + m.getName() + " threw " + e.toString().replaceAll("@[0-9a-f]+", "@HASH"));
        }
    }

    static void construct(Constructor<?> c, Object... args) {
        try {
            Object o = c.newInstance(args);
            System.out.println("  new -> " + o.getClass().getSimpleName());
        } catch (InvocationTargetException e) {
            System.out.println("  new threw ITE(" + e.getCause() + ")");
        } catch (Exception e) {
            System.out.println("  new threw " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("== primitives");
        Class<?> p = Prims.class;
        call(p.getDeclaredMethod("z", boolean.class), null, true);
        call(p.getDeclaredMethod("b", byte.class), null, (byte) 127);
        call(p.getDeclaredMethod("c", char.class), null, 'x');
        call(p.getDeclaredMethod("s", short.class), null, (short) -7);
        call(p.getDeclaredMethod("i", int.class), null, 41);
        call(p.getDeclaredMethod("i", int.class), null, (byte) 3);
        call(p.getDeclaredMethod("i", int.class), null, 'A');
        call(p.getDeclaredMethod("i", int.class), null, (short) 9);
        call(p.getDeclaredMethod("i", int.class), null, 5L);
        call(p.getDeclaredMethod("i", int.class), null, true);
        call(p.getDeclaredMethod("i", int.class), null, "7");
        call(p.getDeclaredMethod("i", int.class), null, (Object) null);
        call(p.getDeclaredMethod("j", long.class), null, Long.MAX_VALUE - 1);
        call(p.getDeclaredMethod("j", long.class), null, 7);
        call(p.getDeclaredMethod("f", float.class), null, 3.0f);
        call(p.getDeclaredMethod("f", float.class), null, 3L);
        call(p.getDeclaredMethod("f", float.class), null, 3.0);
        call(p.getDeclaredMethod("d", double.class), null, 10.0);
        call(p.getDeclaredMethod("d", double.class), null, 10.5f);
        call(p.getDeclaredMethod("d", double.class), null, 'z');
        call(p.getDeclaredMethod("v"), null);
        call(p.getDeclaredMethod("mix", byte.class, short.class, char.class, int.class, long.class, float.class, double.class, boolean.class, Object.class),
             null, (byte) 1, (short) 2, 'c', 4, 5L, 6.5f, 7.25, false, "obj");
        call(p.getDeclaredMethod("wide", long.class, double.class, float.class), null, 1, 2, 3);
        call(p.getDeclaredMethod("arr", int[].class, String[].class), null, new int[3], new String[] { "a", "b" });
        call(p.getDeclaredMethod("arr", int[].class, String[].class), null, new int[3], new Object[0]);

        System.out.println("== argument count");
        call(p.getDeclaredMethod("i", int.class), null);
        call(p.getDeclaredMethod("i", int.class), null, 1, 2);
        call(p.getDeclaredMethod("v"), null, (Object[]) null);

        System.out.println("== virtual, interface, default, private, static");
        Method area = Shape.class.getMethod("area");
        Method describe = Shape.class.getMethod("describe");
        Method who = Base.class.getMethod("who");
        Method sides = Base.class.getMethod("sides");
        Method secret = Square.class.getDeclaredMethod("secret", int.class);
        Method stat = Base.class.getDeclaredMethod("stat", int.class);
        Square sq = new Square(3);
        call(area, sq);
        call(describe, sq);
        call(who, sq);
        call(sides, sq);
        call(secret, sq, 7);
        call(stat, null, 1);
        call(stat, "ignored receiver", 2);
        call(who, null);
        call(who, "not a Base");
        call(area, new Object());

        System.out.println("== exceptions in the target");
        Method boom = Thrower.class.getDeclaredMethod("boom", String.class);
        for (String k : new String[] { "checked", "runtime", "error", "none" }) call(boom, null, k);

        System.out.println("== constructors");
        Constructor<Square> c0 = Square.class.getDeclaredConstructor();
        Constructor<Square> cd = Square.class.getDeclaredConstructor(double.class);
        Constructor<Square> cs = Square.class.getDeclaredConstructor(String.class);
        construct(c0);
        construct(cd, 2.5);
        construct(cd, 2);
        construct(cd, "x");
        construct(cs, "4");
        construct(cs, (Object) null);
        construct(cs, "not a number");
        construct(Base.class.getDeclaredConstructor());
        System.out.println("  area " + cd.newInstance(1.5).area());

        System.out.println("== many calls (generated accessors)");
        // Needed for --release 8 (no nestmates); a no-op otherwise.
        secret.setAccessible(true);
        long sum = 0;
        Method inc = p.getDeclaredMethod("i", int.class);
        Method lj = p.getDeclaredMethod("j", long.class);
        for (int i = 0; i < 100; i++) {
            sum += (Integer) inc.invoke(null, i);
            sum += (Long) lj.invoke(null, (long) i);
            sum += ((Double) area.invoke(new Square(i))).longValue();
            sum += ((String) secret.invoke(sq, i)).length();
            sum += ((String) describe.invoke(sq)).length();
            sum += cd.newInstance((double) i).sides();
            sum += ((String) stat.invoke(null, i)).length();
        }
        System.out.println("  sum " + sum);
        // After inflation the same errors come from the generated accessors.
        call(inc, null, "7");
        call(inc, null, (Object) null);
        call(inc, null);
        call(who, null);
        call(secret, "not a square", 1);
        call(lj, null, 'a');
        for (int i = 0; i < 20; i++) {
            try {
                boom.invoke(null, "none".substring(0, 4));
            } catch (InvocationTargetException e) {
                System.out.println("unexpected " + e);
            }
        }
        call(boom, null, "runtime");
        construct(cs, "not a number");
        for (int i = 0; i < 20; i++) cs.newInstance("1");
        construct(cs, (Object) null);
        System.out.println("  boom count " + Thrower.count);

        System.out.println("== caller-sensitive targets see the real caller");
        Method forName = Class.class.getMethod("forName", String.class);
        for (int i = 0; i < 20; i++) {
            Class<?> k = (Class<?>) forName.invoke(null, "ReflectInvoke$Prims");
            if (i % 19 == 0) System.out.println("  forName -> " + k.getName() + " loader is app loader: " + (k.getClassLoader() == ClassLoader.getSystemClassLoader()));
        }
        try {
            forName.invoke(null, "NoSuchClassAnywhere");
        } catch (InvocationTargetException e) {
            System.out.println("  " + e.getCause());
        }

        System.out.println("== class context (SecurityManager.getClassContext), reflection frames skipped");
        Method ctx = Context.class.getDeclaredMethod("context");
        System.out.println("  direct " + Context.context());
        System.out.println("  reflective " + ctx.invoke(null));
        for (int i = 0; i < 20; i++) ctx.invoke(null);
        System.out.println("  generated accessor " + ctx.invoke(null));

        System.out.println("== setAccessible and access checks");
        Method hidden = String.class.getDeclaredMethod("isLatin1");
        try {
            hidden.invoke("abc");
        } catch (IllegalAccessException e) {
            System.out.println("  " + e.getMessage());
        }
        Method priv = Helper.class.getDeclaredMethod("hidden");
        try {
            priv.invoke(null);
        } catch (IllegalAccessException e) {
            System.out.println("  " + e.getMessage());
        }
        priv.setAccessible(true);
        call(priv, null);
    }
}

class Context extends SecurityManager {
    static String context() {
        StringBuilder sb = new StringBuilder();
        for (Class<?> c : new Context().getClassContext()) sb.append(c.getName()).append(' ');
        return sb.toString().trim();
    }
}

class Helper {
    private static String hidden() { return "helper secret"; }
}
