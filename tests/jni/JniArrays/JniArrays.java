// Arrays through JNI: New<Type>Array, Get/Release<Type>ArrayElements with the release modes 0,
// JNI_COMMIT and JNI_ABORT, Get/Set<Type>ArrayRegion, GetPrimitiveArrayCritical, object arrays
// (NewObjectArray with an initial element, Get/SetObjectArrayElement), GetArrayLength, and the
// errors: bad regions, bad indexes, the wrong element type, negative sizes; direct buffers.
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

public class JniArrays {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jniarrays");
    }

    static native Object[] make(int n);
    static native void modes(int[] a);
    static native void regions(boolean[] z, byte[] b, char[] c, short[] s, int[] i, long[] j, float[] f, double[] d);
    static native long critical(int[] a, double[] d);
    static native void objects(String[] a);
    static native void errors(int[] a, Object[] o);
    static native ByteBuffer wrapNative(int size);
    static native String readDirect(ByteBuffer b);
    static native void freeNative(ByteBuffer b);

    public static void main(String[] args) {
        Object[] made = make(3);
        say("make: " + made.length);
        for (Object o : made) {
            String s = o.getClass().getSimpleName() + " " + java.lang.reflect.Array.getLength(o);
            if (o instanceof int[]) {
                s += " " + Arrays.toString((int[]) o);
            } else if (o instanceof double[]) {
                s += " " + Arrays.toString((double[]) o);
            } else if (o instanceof boolean[]) {
                s += " " + Arrays.toString((boolean[]) o);
            } else if (o instanceof char[]) {
                s += " " + Arrays.toString((char[]) o);
            } else if (o instanceof Object[]) {
                s += " " + Arrays.toString((Object[]) o);
            }
            say("  " + s);
        }
        int[] a = {1, 2, 3, 4};
        modes(a);
        say("after modes " + Arrays.toString(a));
        boolean[] z = new boolean[4];
        byte[] b = new byte[4];
        char[] c = new char[4];
        short[] s = new short[4];
        int[] i = new int[4];
        long[] j = new long[4];
        float[] f = new float[4];
        double[] d = new double[4];
        regions(z, b, c, s, i, j, f, d);
        say("after regions " + Arrays.toString(z) + Arrays.toString(b) + Arrays.toString(c) + Arrays.toString(s) + Arrays.toString(i)
                + Arrays.toString(j) + Arrays.toString(f) + Arrays.toString(d));
        int[] big = new int[100000];
        for (int k = 0; k < big.length; k++) {
            big[k] = k;
        }
        say("critical " + critical(big, new double[] {0.5, 0.25}) + " " + big[0] + " " + big[99999]);
        String[] strs = {"a", "b", null};
        objects(strs);
        say("after objects " + Arrays.toString(strs));
        errors(new int[] {5, 6, 7}, new Integer[2]);
        ByteBuffer bb = wrapNative(16);
        say("direct " + bb + " isDirect " + bb.isDirect() + " order " + bb.order());
        bb.putInt(0, 0x01020304).put(4, (byte) -1);
        bb.order(ByteOrder.LITTLE_ENDIAN).putShort(6, (short) 0x0a0b);
        say("native reads " + readDirect(bb));
        freeNative(bb);
        ByteBuffer alloc = ByteBuffer.allocateDirect(8);
        alloc.putLong(0, 0x1122334455667788L);
        say("allocateDirect " + readDirect(alloc) + " " + alloc);
        ByteBuffer heap = ByteBuffer.allocate(4);
        say("heap buffer " + readDirect(heap));
    }
}
