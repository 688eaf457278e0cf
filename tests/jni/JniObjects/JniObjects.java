// Classes, objects, fields and methods through JNI: FindClass (classes, arrays, errors,
// initialisation), DefineClass, GetSuperclass, IsAssignableFrom, IsInstanceOf, AllocObject,
// NewObject/V/A, GetObjectClass, fields of every type (instance and static, errors), methods of
// every return type in the virtual, non-virtual and static forms and in the ..., V and A
// variants, interface and default methods, reflection conversions, GetModule, monitors.
import java.util.ArrayList;
import java.util.List;

public class JniObjects {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jniobjects");
    }

    interface Shape {
        double area();

        default String describe() {
            return "shape with area " + area();
        }
    }

    static abstract class Base implements Shape {
        int id = 7;

        String who() {
            return "Base";
        }

        public String toString() {
            return who() + "#" + id;
        }
    }

    static class Square extends Base {
        static int made;
        static boolean sz = true;
        static byte sb = -1;
        static char sc = 'S';
        static short ss = -2;
        static int si = -3;
        static long sj = -4;
        static float sf = -5.5f;
        static double sd = -6.25;
        static Object so = "static object";
        boolean z = true;
        byte b = 1;
        char c = 'c';
        short s = 3;
        int i = 4;
        long j = 5;
        float f = 6.5f;
        double d = 7.25;
        Object o = "object";
        volatile int vol = 9;
        final double side;

        Square(double side) {
            this.side = side;
            made++;
        }

        Square() {
            this(1);
        }

        public double area() {
            return side * side;
        }

        String who() {
            return "Square";
        }

        boolean isBig(int limit) {
            return area() > limit;
        }

        byte asByte() {
            return (byte) side;
        }

        char letter() {
            return 'Q';
        }

        short half() {
            return (short) (side / 2);
        }

        long scaled(long k) {
            return (long) side * k;
        }

        float fl(float x) {
            return x * 2;
        }

        Square grown(double by, String note) {
            say("grown by " + by + " (" + note + ")");
            return new Square(side + by);
        }

        void touch() {
            say("touched " + this);
        }

        static String sum(int a, long b, double c, String d, boolean e, char f, short g, byte h, float i) {
            return "sum=" + (a + b + c + g + h + i) + " " + d + " " + e + " " + f;
        }
    }

    static class Initialised {
        static {
            say("Initialised.<clinit> runs");
        }

        static int value = 99;
    }

    static class FailsInit {
        static int value = 1 / zero();

        static int zero() {
            return 0;
        }
    }

    static native void classes();
    static native void objects();
    static native void fields(Square sq);
    static native void methods(Square sq);
    static native void reflection(Square sq);
    static native void monitors(Object lock);
    static native void define(byte[] bytes);

    static byte[] classBytes() throws Exception {
        java.io.InputStream in = new java.io.FileInputStream("Defined.class");
        byte[] b = new byte[in.available()];
        int n = in.read(b);
        in.close();
        if (n != b.length) {
            throw new IllegalStateException("short read");
        }
        return b;
    }

    public static void main(String[] args) throws Exception {
        classes();
        objects();
        Square sq = new Square(3);
        fields(sq);
        say("after fields: " + sq.z + " " + sq.b + " " + sq.c + " " + sq.s + " " + sq.i + " " + sq.j + " " + sq.f + " " + sq.d + " "
                + sq.o + " " + sq.vol + " / " + Square.sz + " " + Square.sb + " " + Square.sc + " " + Square.ss + " " + Square.si + " "
                + Square.sj + " " + Square.sf + " " + Square.sd + " " + Square.so);
        methods(sq);
        reflection(sq);
        Object lock = new Object();
        monitors(lock);
        define(classBytes());
        say("made " + Square.made);
    }
}
