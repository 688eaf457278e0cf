// NO-RELEASE8
import java.lang.invoke.*;
import java.nio.ByteOrder;
import java.util.*;

/** VarHandles on instance fields, static fields and array elements, every access mode family. */
public class VarHandles {
    int i;
    long l;
    boolean z;
    byte b;
    char c;
    short s;
    float f;
    double d;
    String ref = "init";
    volatile int vi;
    final int fin = 5;
    static int si = 100;
    static Object so;

    static final VarHandle I, L, Z, B, C, S, F, D, REF, VI, FIN, SI, SO, INTS, LONGS, OBJS, BYTES_AS_INT, DOUBLES;
    static {
        try {
            MethodHandles.Lookup lk = MethodHandles.lookup();
            I = lk.findVarHandle(VarHandles.class, "i", int.class);
            L = lk.findVarHandle(VarHandles.class, "l", long.class);
            Z = lk.findVarHandle(VarHandles.class, "z", boolean.class);
            B = lk.findVarHandle(VarHandles.class, "b", byte.class);
            C = lk.findVarHandle(VarHandles.class, "c", char.class);
            S = lk.findVarHandle(VarHandles.class, "s", short.class);
            F = lk.findVarHandle(VarHandles.class, "f", float.class);
            D = lk.findVarHandle(VarHandles.class, "d", double.class);
            REF = lk.findVarHandle(VarHandles.class, "ref", String.class);
            VI = lk.findVarHandle(VarHandles.class, "vi", int.class);
            FIN = lk.findVarHandle(VarHandles.class, "fin", int.class);
            SI = lk.findStaticVarHandle(VarHandles.class, "si", int.class);
            SO = lk.findStaticVarHandle(VarHandles.class, "so", Object.class);
            INTS = MethodHandles.arrayElementVarHandle(int[].class);
            LONGS = MethodHandles.arrayElementVarHandle(long[].class);
            OBJS = MethodHandles.arrayElementVarHandle(Object[].class);
            DOUBLES = MethodHandles.arrayElementVarHandle(double[].class);
            BYTES_AS_INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) {
        VarHandles o = new VarHandles();
        I.set(o, 1);
        System.out.println((int) I.get(o) + " " + I.compareAndSet(o, 1, 2) + " " + I.compareAndSet(o, 1, 3) + " " + o.i);
        System.out.println((int) I.getAndAdd(o, 10) + " " + (int) I.getAndSet(o, 7) + " " + (int) I.getVolatile(o));
        System.out.println((int) I.getAndAddRelease(o, 1) + " " + (int) I.getAndAddAcquire(o, 2) + " " + (int) I.getAndBitwiseOr(o, 0x30) + " " + o.i);
        System.out.println((int) I.compareAndExchange(o, 0x3a, 1) + " " + (int) I.compareAndExchange(o, 99, 2) + " " + I.weakCompareAndSet(o, 1, 4) + " " + o.i);
        I.setRelease(o, 11);
        I.setOpaque(o, 12);
        System.out.println((int) I.getAcquire(o) + " " + (int) I.getOpaque(o) + " " + (int) I.getAndBitwiseXor(o, 0xff) + " " + (int) I.getAndBitwiseAnd(o, 0x0f) + " " + o.i);
        L.set(o, Long.MAX_VALUE - 1);
        System.out.println((long) L.getAndAdd(o, 1L) + " " + (long) L.get(o) + " " + L.compareAndSet(o, Long.MAX_VALUE, -5L) + " " + o.l);
        Z.set(o, true);
        System.out.println((boolean) Z.get(o) + " " + Z.compareAndSet(o, true, false) + " " + (boolean) Z.getAndBitwiseOr(o, true) + " " + o.z);
        B.set(o, (byte) 120);
        System.out.println((byte) B.getAndAdd(o, (byte) 10) + " " + o.b);
        C.set(o, 'x');
        System.out.println((char) C.getAndSet(o, 'y') + " " + o.c + " " + C.compareAndSet(o, 'y', 'z') + o.c);
        S.set(o, (short) -3);
        System.out.println((short) S.getAndAdd(o, (short) 5) + " " + o.s);
        F.set(o, 1.5f);
        System.out.println((float) F.getAndAdd(o, 2.25f) + " " + o.f + " " + F.compareAndSet(o, 3.75f, 0f) + " " + o.f);
        D.set(o, 0.1);
        System.out.println((double) D.getAndAdd(o, 0.2) + " " + o.d + " " + D.compareAndSet(o, 0.1 + 0.2, -1.0) + " " + o.d);
        System.out.println((String) REF.get(o) + " " + REF.compareAndSet(o, "init", "next") + " " + (String) REF.getAndSet(o, null) + " " + o.ref);
        VI.setVolatile(o, 9);
        System.out.println((int) VI.getVolatile(o) + " " + VI.varType() + " " + VI.coordinateTypes());
        System.out.println((int) FIN.get(o));
        try {
            FIN.set(o, 6);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        System.out.println((int) SI.get() + " " + (int) SI.getAndAdd(5) + " " + si + " " + SI.compareAndSet(105, 1) + " " + si);
        SO.set(List.of("a"));
        System.out.println(SO.get() + " " + SO.compareAndSet(so, "b") + " " + so);

        int[] ints = new int[4];
        INTS.set(ints, 0, 3);
        INTS.getAndAdd(ints, 0, 4);
        INTS.compareAndSet(ints, 1, 0, 8);
        INTS.setVolatile(ints, 3, -1);
        System.out.println(Arrays.toString(ints) + " " + (int) INTS.getAcquire(ints, 1));
        long[] longs = {1, 2};
        System.out.println((long) LONGS.getAndAdd(longs, 1, 40L) + " " + Arrays.toString(longs));
        Object[] objs = new String[2];
        OBJS.set(objs, 0, "s");
        System.out.println(Arrays.toString(objs) + " " + OBJS.compareAndSet(objs, 0, "s", "t") + " " + objs[0]);
        try {
            OBJS.set(objs, 1, Integer.valueOf(1));
        } catch (ArrayStoreException | ClassCastException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            INTS.get(ints, 4);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        double[] ds = {1.0};
        System.out.println((double) DOUBLES.getAndAdd(ds, 0, 0.5) + " " + ds[0]);
        byte[] bytes = new byte[8];
        BYTES_AS_INT.set(bytes, 0, 0x01020304);
        BYTES_AS_INT.getAndAdd(bytes, 4, 0x0a0b0c0d);
        System.out.println(Arrays.toString(bytes) + " " + Integer.toHexString((int) BYTES_AS_INT.get(bytes, 1)));
        try {
            I.get((Object) "not a VarHandles");
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getMessage());
        }
        try {
            int x = (int) I.get(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        try {
            I.set(o, "str");
        } catch (ClassCastException | WrongMethodTypeException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getMessage());
        }
        MethodHandle toMh = I.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD);
        try {
            System.out.println((int) toMh.invokeExact(o, 1) + " " + o.i + " " + toMh.type());
        } catch (Throwable t) {
            throw new RuntimeException(t);
        }
        VarHandle exact = I.withInvokeExactBehavior();
        try {
            long x = (long) exact.get(o);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE " + e.getMessage());
        }
        // Many threads racing through one VarHandle.
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            ts[k] = new Thread(() -> { for (int n = 0; n < 1000; n++) SI.getAndAdd(1); });
            ts[k].start();
        }
        for (Thread t : ts) {
            try { t.join(); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }
        System.out.println(si);
    }
}
