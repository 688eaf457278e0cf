// Native methods of every shape: static and instance, every parameter and return type (and
// many arguments, past the argument registers), overloads (long names), mangled names
// (packages, '_', '$', nested classes, non-ASCII), RegisterNatives in JNI_OnLoad and
// UnregisterNatives, synchronized natives, exceptions thrown by native code and through it,
// stack traces with native frames, UnsatisfiedLinkError, native -> Java -> native recursion.
import java.util.Arrays;

public class JniBasics {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jnibasics");
    }

    static native boolean notZ(boolean z);
    static native byte negB(byte b);
    static native char nextC(char c);
    static native short negS(short s);
    static native int addI(int a, int b);
    static native long addJ(long a, long b);
    static native float mulF(float a, float b);
    static native double mulD(double a, double b);
    static native String concat(String a, String b);
    static native Object same(Object o);
    static native void nothing();
    static native String mix(byte b, short s, char c, int i, long l, float f, double d, boolean z, Object o, int[] arr);
    static native double many(int a1, double d1, int a2, double d2, int a3, double d3, int a4, double d4, int a5, double d5,
                              int a6, double d6, int a7, double d7, int a8, double d8, int a9, double d9, long j1, float f1,
                              String s1, float f2, long j2, Object o2, byte b1, char c1, short s2, boolean z1);

    int base = 100;
    native int instanceAdd(int x);
    native JniBasics self();

    static native String over(int x);
    static native String over(String s);
    static native String over(int[] a, long j);
    static native String over();

    static native String under_score$dollar();
    static native String ünïcödé();

    static native int registered(int x);
    static native int unregistered();
    static native int missing();
    static native void unregisterAll();

    static synchronized native boolean holdsClassLock();
    synchronized native boolean holdsLock();

    static native void throwNew(String cls, String msg);
    static native void throwObj(Throwable t);
    static native void callback(Runnable r);
    static native int recurse(int n);
    static native String[] trace();
    static native String registerErrors();

    static int javaRecurse(int n) {
        return n <= 0 ? 0 : 1 + recurse(n - 1);
    }

    static String[] javaTrace() {
        StackTraceElement[] st = new Throwable().getStackTrace();
        String[] r = new String[Math.min(st.length, 4)];
        for (int i = 0; i < r.length; i++) {
            r[i] = st[i].getClassName() + "." + st[i].getMethodName() + " native=" + st[i].isNativeMethod()
                    + " line=" + st[i].getLineNumber();
        }
        return r;
    }

    public static void main(String[] args) {
        say("notZ " + notZ(true) + " " + notZ(false));
        say("negB " + negB((byte) 5) + " " + negB(Byte.MIN_VALUE));
        say("nextC " + nextC('a') + " " + (int) nextC('\uffff'));
        say("negS " + negS((short) 300) + " " + negS(Short.MIN_VALUE));
        say("addI " + addI(1, 2) + " " + addI(Integer.MAX_VALUE, 1));
        say("addJ " + addJ(1L << 40, 5) + " " + addJ(Long.MAX_VALUE, 1));
        say("mulF " + mulF(1.5f, 2.25f) + " " + mulF(Float.MAX_VALUE, 2f) + " " + mulF(Float.NaN, 1f));
        say("mulD " + mulD(1.5, 2.25) + " " + mulD(-0.0, 1) + " " + mulD(1e308, 10));
        say("concat " + concat("ab", "cd") + " " + concat("", "x") + " " + concat(null, "y"));
        Object o = new Object();
        say("same " + (same(o) == o) + " " + same(null));
        nothing();
        say("mix " + mix((byte) -7, (short) -300, 'Z', 123456, -9876543210L, 3.5f, -2.125, true, "obj", new int[] {1, 2, 3}));
        say("many " + many(1, 0.5, 2, 0.25, 3, 0.125, 4, 1.5, 5, 2.5, 6, 3.5, 7, 4.5, 8, 5.5, 9, 6.5, 1L << 33, 0.75f, "str",
                1.25f, -5L, null, (byte) -1, 'q', (short) 7, true));
        JniBasics b = new JniBasics();
        say("instanceAdd " + b.instanceAdd(5) + " self " + (b.self() == b));
        say("over " + over(7) + " " + over("s") + " " + over(new int[] {4, 5}, 6L) + " " + over());
        say("mangled " + under_score$dollar() + " " + ünïcödé());
        say("package " + p_q.Mangled.twice(21) + " " + p_q.Mangled.Nested.name() + " " + p_q.Mangled.dollar$_$());
        say("registered " + registered(41));
        say("unregistered (registered) " + unregistered());
        unregisterAll();
        say("unregistered (looked up) " + unregistered());
        try {
            missing();
        } catch (UnsatisfiedLinkError e) {
            say("missing " + e);
        }
        try {
            missing();
        } catch (UnsatisfiedLinkError e) {
            say("missing again " + e);
        }
        say("holdsClassLock " + holdsClassLock() + " holdsLock " + b.holdsLock() + " after " + Thread.holdsLock(b));
        try {
            throwNew("java/lang/IllegalArgumentException", "bad arg");
        } catch (IllegalArgumentException e) {
            say("throwNew " + e + " at " + e.getStackTrace()[0]);
        }
        try {
            throwNew("java/lang/Error", null);
        } catch (Error e) {
            say("throwNew null message " + e);
        }
        try {
            throwObj(new UnsupportedOperationException("made in Java"));
        } catch (UnsupportedOperationException e) {
            say("throwObj " + e.getMessage() + " at " + e.getStackTrace()[0]);
        }
        try {
            callback(() -> {
                throw new ArithmeticException("in callback");
            });
        } catch (ArithmeticException e) {
            StackTraceElement[] st = e.getStackTrace();
            say("callback " + e + " frames " + st[1].getMethodName() + " " + st[1].isNativeMethod() + " / "
                    + st[2].getMethodName() + " " + st[2].isNativeMethod());
        }
        callback(() -> say("callback ran"));
        say("recurse " + recurse(50));
        say("trace " + Arrays.toString(trace()));
        say("registerErrors " + registerErrors());
        try {
            p_q.Mangled.missingToo("x", 1);
        } catch (UnsatisfiedLinkError e) {
            say("missing in package " + e.getMessage());
        }
        throwNew("java/lang/IllegalStateException", "uncaught from native");
    }
}
