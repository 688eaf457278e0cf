// NO-RELEASE8
import java.io.*;
import java.lang.invoke.*;
import java.util.*;

/**
 * invokedynamic and dynamic constants with bootstrap methods of the program's own, in a class
 * written here byte by byte: static arguments of every kind, a mutable call site, pull-mode
 * arguments, primitive dynamic constants, and failures (remembered: the bootstrap method runs once).
 */
public class IndyBootstraps {
    static int counting, throwing;

    public static CallSite counting(MethodHandles.Lookup l, String name, MethodType type) {
        counting++;
        return new ConstantCallSite(MethodHandles.constant(Object.class, name + " linked " + counting + " " + l.lookupClass().getName()));
    }
    public static CallSite args(MethodHandles.Lookup l, String name, MethodType type, Object... args) {
        StringBuilder sb = new StringBuilder(name).append(type);
        for (Object a : args) sb.append(' ').append(a instanceof MethodHandle ? "MH" + ((MethodHandle) a).type() : a).append(':').append(a.getClass().getSimpleName());
        return new ConstantCallSite(MethodHandles.constant(String.class, sb.toString()));
    }
    public static CallSite pull(MethodHandles.Lookup l, Object... rest) {
        return new ConstantCallSite(MethodHandles.constant(String.class, "pulled " + Arrays.toString(rest)));
    }
    public static CallSite throwing(MethodHandles.Lookup l, String name, MethodType type) {
        throwing++;
        throw new IllegalStateException("bootstrap failed #" + throwing);
    }
    public static Object wrongType(MethodHandles.Lookup l, String name, MethodType type) {
        return "not a call site";
    }
    static MutableCallSite mutable;
    public static CallSite mutable(MethodHandles.Lookup l, String name, MethodType type) {
        mutable = new MutableCallSite(MethodHandles.constant(int.class, 1));
        return mutable;
    }
    public static Object condy(MethodHandles.Lookup l, String name, Class<?> type) {
        return name + ":" + type.getName();
    }
    public static long condyLong(MethodHandles.Lookup l, String name, Class<?> type) { return 1L << 40; }
    public static int condyInt(MethodHandles.Lookup l, String name, Class<?> type, int a, int b) { return a * b; }
    public static double condyDouble(MethodHandles.Lookup l, String name, Class<?> type) { return 2.5; }
    public static Object condyFails(MethodHandles.Lookup l, String name, Class<?> type) { throw new ArithmeticException("condy failed"); }
    public static String target(int x) { return "target " + x; }

    // ---- a minimal class-file writer ----
    static final class CP {
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        final DataOutputStream out = new DataOutputStream(bytes);
        final Map<String, Integer> map = new HashMap<>();
        int count = 1;
        int add(String key, int slots, IOAction w) throws IOException {
            Integer i = map.get(key);
            if (i != null) return i;
            w.run(out);
            map.put(key, count);
            count += slots;
            return count - slots;
        }
        int utf8(String s) throws IOException { return add("U" + s, 1, o -> { o.writeByte(1); o.writeUTF(s); }); }
        int cls(String n) throws IOException { int u = utf8(n); return add("C" + n, 1, o -> { o.writeByte(7); o.writeShort(u); }); }
        int str(String s) throws IOException { int u = utf8(s); return add("S" + s, 1, o -> { o.writeByte(8); o.writeShort(u); }); }
        int integer(int v) throws IOException { return add("I" + v, 1, o -> { o.writeByte(3); o.writeInt(v); }); }
        int lng(long v) throws IOException { return add("J" + v, 2, o -> { o.writeByte(5); o.writeLong(v); }); }
        int flt(float v) throws IOException { return add("F" + v, 1, o -> { o.writeByte(4); o.writeFloat(v); }); }
        int dbl(double v) throws IOException { return add("D" + v, 2, o -> { o.writeByte(6); o.writeDouble(v); }); }
        int nat(String n, String d) throws IOException { int a = utf8(n), b = utf8(d); return add("N" + n + d, 1, o -> { o.writeByte(12); o.writeShort(a); o.writeShort(b); }); }
        int method(String c, String n, String d) throws IOException { int a = cls(c), b = nat(n, d); return add("M" + c + n + d, 1, o -> { o.writeByte(10); o.writeShort(a); o.writeShort(b); }); }
        int mh(int kind, int ref) throws IOException { return add("H" + kind + ":" + ref, 1, o -> { o.writeByte(15); o.writeByte(kind); o.writeShort(ref); }); }
        int mt(String d) throws IOException { int u = utf8(d); return add("T" + d, 1, o -> { o.writeByte(16); o.writeShort(u); }); }
        int indy(int bsm, String n, String d) throws IOException { int a = nat(n, d); return add("Y" + bsm + n + d, 1, o -> { o.writeByte(18); o.writeShort(bsm); o.writeShort(a); }); }
        int condy(int bsm, String n, String d) throws IOException { int a = nat(n, d); return add("Q" + bsm + n + d, 1, o -> { o.writeByte(17); o.writeShort(bsm); o.writeShort(a); }); }
    }
    interface IOAction { void run(DataOutputStream o) throws IOException; }

    static final String HOST = "IndyBootstraps";
    static final String BSM = "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";

    static byte[] generate() throws IOException {
        CP cp = new CP();
        List<int[]> bsms = new ArrayList<>();        // {method handle, args...}
        ByteArrayOutputStream methods = new ByteArrayOutputStream();
        DataOutputStream m = new DataOutputStream(methods);
        int nMethods = 0;
        int code = cp.utf8("Code");
        int thisClass = cp.cls("Gen"), superClass = cp.cls("java/lang/Object");

        // A method: static, no arguments, one instruction sequence ending in a return.
        class Emit {
            void method(String name, String desc, byte[] body, int maxStack) throws IOException {
                m.writeShort(0x0009); m.writeShort(cp.utf8(name)); m.writeShort(cp.utf8(desc));
                m.writeShort(1); m.writeShort(code); m.writeInt(12 + body.length);
                m.writeShort(maxStack); m.writeShort(0); m.writeInt(body.length); m.write(body);
                m.writeShort(0); m.writeShort(0);
            }
        }
        Emit e = new Emit();
        java.util.function.BiFunction<String, String, Integer> bsm = (name, desc) -> {
            try { return cp.mh(6, cp.method(HOST, name, desc)); } catch (IOException x) { throw new UncheckedIOException(x); }
        };
        // indy sites: {name, descriptor of the site, bsm method, bsm descriptor, static args...}
        Object[][] sites = {
            {"siteA", "()Ljava/lang/Object;", "counting", BSM},
            {"siteB", "()Ljava/lang/Object;", "counting", BSM},
            {"args", "()Ljava/lang/String;", "args", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
                cp.integer(42), cp.lng(-7L), cp.flt(1.5f), cp.dbl(0.25), cp.str("str"), cp.cls("java/util/List"), cp.mt("(IJ)V"),
                cp.mh(6, cp.method(HOST, "target", "(I)Ljava/lang/String;"))},
            {"pull", "()Ljava/lang/String;", "pull", "(Ljava/lang/invoke/MethodHandles$Lookup;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", cp.integer(1), cp.str("two")},
            {"fails", "()Ljava/lang/Object;", "throwing", BSM},
            {"wrong", "()Ljava/lang/Object;", "wrongType", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/Object;"},
            {"mutable", "()I", "mutable", BSM},
            {"missing", "()Ljava/lang/Object;", "noSuchBootstrap", BSM},
        };
        for (Object[] s : sites) {
            int[] b = new int[s.length - 3];
            b[0] = bsm.apply((String) s[2], (String) s[3]);
            for (int i = 4; i < s.length; i++) b[i - 3] = (Integer) s[i];
            bsms.add(b);
            int indy = cp.indy(bsms.size() - 1, (String) s[0], (String) s[1]);
            String ret = ((String) s[1]).substring(2);
            byte areturn = (byte) (ret.equals("I") ? 0xac : 0xb0);
            e.method((String) s[0], (String) s[1], new byte[] {(byte) 0xba, (byte) (indy >> 8), (byte) indy, 0, 0, areturn}, 1);
            nMethods++;
        }
        // Dynamic constants: {method name, constant name, type, bsm, bsm desc, opcode, return, static args...}
        Object[][] condys = {
            {"condyString", "hello", "Ljava/lang/String;", "condy", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;", 0x13, 0xb0},
            {"condyLong", "big", "J", "condyLong", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)J", 0x14, 0xad},
            {"condyInt", "product", "I", "condyInt", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;II)I", 0x13, 0xac, cp.integer(6), cp.integer(7)},
            {"condyDouble", "half", "D", "condyDouble", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)D", 0x14, 0xaf},
            {"condyFails", "boom", "Ljava/lang/Object;", "condyFails", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;", 0x13, 0xb0},
            {"condyNull", "_", "Ljava/lang/Object;", null, null, 0x13, 0xb0},
        };
        for (Object[] c : condys) {
            int bsmRef = c[3] == null
                ? cp.mh(6, cp.method("java/lang/invoke/ConstantBootstraps", "nullConstant", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;"))
                : bsm.apply((String) c[3], (String) c[4]);
            int[] b = new int[c.length - 6];
            b[0] = bsmRef;
            for (int i = 7; i < c.length; i++) b[i - 6] = (Integer) c[i];
            bsms.add(b);
            int k = cp.condy(bsms.size() - 1, (String) c[1], (String) c[2]);
            String desc = "()" + c[2];
            int op = (Integer) c[5];
            byte[] body = op == 0x14
                ? new byte[] {(byte) 0x14, (byte) (k >> 8), (byte) k, (byte) (int) (Integer) c[6]}
                : new byte[] {(byte) 0x13, (byte) (k >> 8), (byte) k, (byte) (int) (Integer) c[6]};
            e.method((String) c[0], desc, body, 2);
            nMethods++;
        }
        int bsmAttr = cp.utf8("BootstrapMethods");
        ByteArrayOutputStream file = new ByteArrayOutputStream();
        DataOutputStream f = new DataOutputStream(file);
        f.writeInt(0xCAFEBABE); f.writeShort(0); f.writeShort(55);
        f.writeShort(cp.count); f.write(cp.bytes.toByteArray());
        f.writeShort(0x0021); f.writeShort(thisClass); f.writeShort(superClass);
        f.writeShort(0); f.writeShort(0);
        f.writeShort(nMethods); f.write(methods.toByteArray());
        ByteArrayOutputStream attr = new ByteArrayOutputStream();
        DataOutputStream a = new DataOutputStream(attr);
        a.writeShort(bsms.size());
        for (int[] b : bsms) {
            a.writeShort(b[0]); a.writeShort(b.length - 1);
            for (int i = 1; i < b.length; i++) a.writeShort(b[i]);
        }
        f.writeShort(1); f.writeShort(bsmAttr); f.writeInt(attr.size()); f.write(attr.toByteArray());
        return file.toByteArray();
    }

    static void call(MethodHandles.Lookup l, Class<?> gen, String name, Class<?> ret) {
        try {
            Object r = l.findStatic(gen, name, MethodType.methodType(ret)).invoke();
            System.out.println(name + " -> " + r);
        } catch (Throwable t) {
            System.out.println(name + " threw " + t + (t.getCause() != null ? " cause " + t.getCause() : ""));
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        Class<?> gen = lookup.defineClass(generate());
        call(lookup, gen, "siteA", Object.class);
        call(lookup, gen, "siteA", Object.class);
        call(lookup, gen, "siteB", Object.class);
        call(lookup, gen, "args", String.class);
        call(lookup, gen, "pull", String.class);
        call(lookup, gen, "fails", Object.class);
        call(lookup, gen, "fails", Object.class);
        System.out.println("throwing bootstrap ran " + throwing + " time(s)");
        call(lookup, gen, "wrong", Object.class);
        call(lookup, gen, "mutable", int.class);
        mutable.setTarget(MethodHandles.constant(int.class, 2));
        call(lookup, gen, "mutable", int.class);
        call(lookup, gen, "missing", Object.class);
        call(lookup, gen, "condyString", String.class);
        call(lookup, gen, "condyString", String.class);
        call(lookup, gen, "condyLong", long.class);
        call(lookup, gen, "condyInt", int.class);
        call(lookup, gen, "condyDouble", double.class);
        call(lookup, gen, "condyFails", Object.class);
        call(lookup, gen, "condyFails", Object.class);
        call(lookup, gen, "condyNull", Object.class);
        System.out.println("counting bootstrap ran " + counting + " time(s)");
    }
}
