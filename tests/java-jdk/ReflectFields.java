// Field access through reflection (the JDK's Unsafe-based field accessors):
// instance and static fields of every type, widening getters and setters,
// final fields (instance: settable after setAccessible; static: never),
// type mismatches and null receivers with their messages, inherited and
// interface fields, and many accesses in a loop.
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

public class ReflectFields {
    interface Consts { int ANSWER = 42; String GREETING = "hi"; }

    static class Base { protected int inherited = 7; public static String shared = "shared"; }

    static class Holder extends Base implements Consts {
        boolean z = true;
        byte b = 1;
        char c = 'c';
        short s = 2;
        int i = 3;
        long j = 4;
        float f = 5.5f;
        double d = 6.25;
        String str = "str";
        Object obj;
        int[] arr = { 1, 2, 3 };
        final int fin = 10;
        final String finStr = "final";
        static int counter = 100;
        static final long CONST = 99;
        static final List<String> LIST = new ArrayList<>();
        private volatile int vol = 11;
    }

    static String show(Object o) {
        if (o instanceof int[]) return java.util.Arrays.toString((int[]) o);
        if (o instanceof long[]) return java.util.Arrays.toString((long[]) o);
        return String.valueOf(o);
    }

    static void get(Field f, Object o) {
        try {
            System.out.println("  get " + f.getName() + " = " + show(f.get(o)));
        } catch (Exception e) {
            System.out.println("  get " + f.getName() + " threw " + e);
        }
    }

    static void set(Field f, Object o, Object v) {
        try {
            f.set(o, v);
            System.out.println("  set " + f.getName() + " <- " + show(v) + " now " + show(f.get(o)));
        } catch (Exception e) {
            System.out.println("  set " + f.getName() + " threw " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Holder h = new Holder();
        Class<?> c = Holder.class;
        System.out.println("== get");
        for (Field f : c.getDeclaredFields()) {
            f.setAccessible(true);
            if (Modifier.isStatic(f.getModifiers())) get(f, null); else get(f, h);
        }

        System.out.println("== typed getters and widening");
        Field fb = c.getDeclaredField("b"), fc = c.getDeclaredField("c"), fi = c.getDeclaredField("i");
        Field fj = c.getDeclaredField("j"), ff = c.getDeclaredField("f"), fd = c.getDeclaredField("d");
        Field fz = c.getDeclaredField("z"), fs = c.getDeclaredField("s"), fstr = c.getDeclaredField("str");
        System.out.println("  " + fb.getByte(h) + " " + fb.getShort(h) + " " + fb.getInt(h) + " " + fb.getLong(h) + " " + fb.getFloat(h) + " " + fb.getDouble(h));
        System.out.println("  " + fc.getChar(h) + " " + fc.getInt(h) + " " + fc.getLong(h) + " " + fc.getDouble(h));
        System.out.println("  " + fi.getInt(h) + " " + fi.getLong(h) + " " + fi.getFloat(h) + " " + fi.getDouble(h));
        System.out.println("  " + fj.getLong(h) + " " + fj.getFloat(h) + " " + ff.getFloat(h) + " " + ff.getDouble(h) + " " + fd.getDouble(h));
        System.out.println("  " + fz.getBoolean(h) + " " + fs.getShort(h) + " " + fs.getInt(h));
        try {
            fi.getShort(h);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
        try {
            fz.getInt(h);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
        try {
            fstr.getInt(h);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }

        System.out.println("== typed setters");
        fb.setByte(h, (byte) -5);
        fs.setByte(h, (byte) -6);
        fi.setChar(h, 'A');
        fj.setInt(h, -1);
        ff.setLong(h, 1L << 40);
        fd.setFloat(h, 0.1f);
        fz.setBoolean(h, false);
        fc.setChar(h, 'Z');
        System.out.println("  " + h.b + " " + h.s + " " + h.i + " " + h.j + " " + h.f + " " + h.d + " " + h.z + " " + h.c);
        try {
            fb.setInt(h, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
        try {
            fz.setInt(h, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }

        System.out.println("== set with boxing");
        set(fi, h, 77);
        set(fi, h, (short) 12);
        set(fi, h, 12L);
        set(fi, h, "12");
        set(fi, h, null);
        set(fj, h, 'x');
        set(fd, h, 3);
        set(fstr, h, "other");
        set(fstr, h, 12);
        set(fstr, h, null);
        set(c.getDeclaredField("arr"), h, new int[] { 9 });
        set(c.getDeclaredField("arr"), h, new long[] { 9 });
        set(fi, null, 1);
        set(fi, "not a holder", 1);
        get(fi, null);
        get(fi, "not a holder");

        System.out.println("== final fields");
        Field fin = c.getDeclaredField("fin");
        Field finStr = c.getDeclaredField("finStr");
        set(fin, h, 20);
        fin.setAccessible(true);
        set(fin, h, 20);
        System.out.println("  h.fin via field read = " + h.fin + " (constant folded by javac)");
        set(finStr, h, "changed");
        finStr.setAccessible(true);
        set(finStr, h, "changed");
        Field cons = c.getDeclaredField("CONST");
        cons.setAccessible(true);
        set(cons, null, 1L);
        Field list = c.getDeclaredField("LIST");
        list.setAccessible(true);
        set(list, null, new ArrayList<String>());

        System.out.println("== statics");
        Field counter = c.getDeclaredField("counter");
        set(counter, null, 5);
        set(counter, "receiver ignored", 6);
        System.out.println("  Holder.counter = " + Holder.counter);
        Field shared = c.getField("shared");
        System.out.println("  " + shared + " = " + shared.get(null));
        shared.set(null, "changed");
        System.out.println("  Base.shared = " + Base.shared);
        Field answer = c.getField("ANSWER");
        System.out.println("  " + answer + " = " + answer.getInt(null) + " / " + c.getField("GREETING").get(null));
        Field inh = Base.class.getDeclaredField("inherited");
        System.out.println("  inherited = " + inh.getInt(h));

        System.out.println("== library fields");
        Field value = Integer.class.getDeclaredField("value");
        System.out.println("  " + value + " " + Modifier.toString(value.getModifiers()));
        try {
            value.setAccessible(true);
            System.out.println("  accessible");
        } catch (RuntimeException e) {
            System.out.println("  " + e.getClass().getName());
        }
        Field maxv = Integer.class.getField("MAX_VALUE");
        System.out.println("  " + maxv.getInt(null) + " " + maxv.getLong(null) + " " + maxv.get(null));
        Field out = System.class.getField("out");
        System.out.println("  System.out is " + (out.get(null) == System.out));

        System.out.println("== loop");
        long sum = 0;
        for (int k = 0; k < 200; k++) {
            fi.setInt(h, k);
            sum += fi.getInt(h);
            counter.set(null, k);
            sum += (Integer) counter.get(null);
            fd.set(h, (double) k);
            sum += (long) fd.getDouble(h);
            fstr.set(h, "s" + k);
            sum += ((String) fstr.get(h)).length();
        }
        System.out.println("  sum " + sum + " vol " + c.getDeclaredField("vol").getType());
    }
}
