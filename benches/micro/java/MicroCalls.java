/**
 * Micro benchmarks for the interpreter's dispatch loop and the three kinds of
 * calls. Each entry point takes an iteration count and returns a checksum;
 * main prints the checksums for small counts (the reference values in
 * src/lib.rs come from running it on HotSpot).
 */
public class MicroCalls {
    /** Dispatch: a tight loop of int arithmetic, locals only, no calls. */
    public static int loop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = s * 31 + (i ^ (s >>> 7));
            s -= i & 0xff;
        }
        return s;
    }

    static int mix(int a, int b) { return a * 31 + b; }

    /** invokestatic of a small method per iteration. */
    public static int staticCalls(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s = mix(s, i);
        return s;
    }

    static abstract class Base {
        abstract int f(int x);
    }
    static final class A extends Base { int f(int x) { return x + 1; } }
    static final class B extends Base { int f(int x) { return x ^ 5; } }
    static class C extends Base { int f(int x) { return x * 3; } }
    static final class D extends C { int f(int x) { return x - 7; } }

    /** invokevirtual over four receiver classes (a polymorphic call site). */
    public static int virtualCalls(int n) {
        Base[] objs = { new A(), new B(), new C(), new D() };
        int s = 0;
        for (int i = 0; i < n; i++) s += objs[i & 3].f(i);
        return s;
    }

    /** invokevirtual with a single receiver class (a monomorphic call site). */
    public static int monomorphicCalls(int n) {
        Base o = new C();
        int s = 0;
        for (int i = 0; i < n; i++) s += o.f(i);
        return s;
    }

    interface Op { int apply(int x); }
    interface Named { int id(); }
    static final class Inc implements Op, Named { public int apply(int x) { return x + 1; } public int id() { return 1; } }
    static final class Neg implements Named, Op { public int id() { return 2; } public int apply(int x) { return -x; } }
    static final class Half implements Op { public int apply(int x) { return x >> 1; } }

    /** invokeinterface over three implementing classes (itable lookups). */
    public static int interfaceCalls(int n) {
        Op[] ops = { new Inc(), new Neg(), new Half(), new Inc() };
        int s = 0;
        for (int i = 0; i < n; i++) s += ops[i & 3].apply(i);
        return s;
    }

    public static void main(String[] args) {
        int n = 1000;
        System.out.println(loop(n) + " " + staticCalls(n) + " " + virtualCalls(n) + " "
                + monomorphicCalls(n) + " " + interfaceCalls(n));
    }
}
