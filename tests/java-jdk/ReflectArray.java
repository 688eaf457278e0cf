// java.lang.reflect.Array: newInstance (one and many dimensions, every
// element type), getLength, get/set with boxing and widening, the typed
// getters and setters, and every error with its exception and message
// (null and non-array arguments, bad indices, type mismatches, negative
// sizes, void and too many dimensions).
import java.lang.reflect.Array;
import java.util.Arrays;

public class ReflectArray {
    interface Op { Object run() throws Exception; }

    static void t(String what, Op op) {
        try {
            Object r = op.run();
            System.out.println("  " + what + " -> " + show(r));
        } catch (Exception e) {
            System.out.println("  " + what + " threw " + e);
        }
    }

    static String show(Object o) {
        if (o == null) return "null";
        if (o.getClass().isArray()) {
            if (o instanceof Object[]) return o.getClass().getSimpleName() + Arrays.deepToString((Object[]) o);
            StringBuilder sb = new StringBuilder(o.getClass().getSimpleName() + "[");
            for (int i = 0; i < Array.getLength(o); i++) sb.append(i > 0 ? ", " : "").append(Array.get(o, i));
            return sb.append("]").toString();
        }
        return o.getClass().getSimpleName() + " " + o;
    }

    public static void main(String[] args) {
        Class<?>[] types = { boolean.class, byte.class, char.class, short.class, int.class, long.class, float.class, double.class, String.class, Object.class, int[].class };
        System.out.println("== newInstance");
        for (Class<?> c : types) t("new " + c.getSimpleName() + "[2]", () -> Array.newInstance(c, 2));
        t("new String[0]", () -> Array.newInstance(String.class, 0));
        t("new int[-1]", () -> Array.newInstance(int.class, -1));
        t("new void[1]", () -> Array.newInstance(void.class, 1));
        t("new null[1]", () -> Array.newInstance(null, 1));
        t("new int[2][3]", () -> Array.newInstance(int.class, 2, 3));
        t("new String[2][0][1]", () -> Array.newInstance(String.class, 2, 0, 1));
        t("new int[][]{2}", () -> Array.newInstance(int[].class, 2, 2));
        t("new int[](none)", () -> Array.newInstance(int.class, new int[0]));
        t("new int[1][-2]", () -> Array.newInstance(int.class, 1, -2));
        t("new void[1][1]", () -> Array.newInstance(void.class, 1, 1));
        t("dims null", () -> Array.newInstance(int.class, (int[]) null));
        int[] many = new int[256];
        Arrays.fill(many, 1);
        t("256 dims", () -> Array.newInstance(int.class, many));
        t("255 dims", () -> Array.newInstance(int.class, Arrays.copyOf(many, 255)).getClass().getName().length());
        Class<?> deep = Array.newInstance(int.class, Arrays.copyOf(many, 255)).getClass();
        t("new (255-dim)[1]", () -> Array.newInstance(deep, 1));
        t("new (255-dim)[1][1]", () -> Array.newInstance(deep.getComponentType(), 1, 1));

        System.out.println("== getLength/get");
        int[] ia = { 10, 20, 30 };
        Object[] oa = { "a", 1, null };
        t("length int[]", () -> Array.getLength(ia));
        t("length null", () -> Array.getLength(null));
        t("length string", () -> Array.getLength("abc"));
        t("get int[1]", () -> Array.get(ia, 1));
        t("get int[3]", () -> Array.get(ia, 3));
        t("get int[-1]", () -> Array.get(ia, -1));
        t("get obj[2]", () -> Array.get(oa, 2));
        t("get obj[1]", () -> Array.get(oa, 1));
        t("getInt int[0]", () -> Array.getInt(ia, 0));
        t("getLong int[0]", () -> Array.getLong(ia, 0));
        t("getDouble int[0]", () -> Array.getDouble(ia, 0));
        t("getShort int[0]", () -> Array.getShort(ia, 0));
        t("getByte int[0]", () -> Array.getByte(ia, 0));
        t("getInt obj[1]", () -> Array.getInt(oa, 1));
        t("getInt not array", () -> Array.getInt("x", 0));
        t("getInt null", () -> Array.getInt(null, 0));
        t("getInt bad index", () -> Array.getInt(ia, 9));
        byte[] ba = { -1, 2 };
        char[] ca = { 'A', 'z' };
        boolean[] za = { true, false };
        float[] fa = { 1.5f };
        t("getChar", () -> Array.getChar(ca, 1));
        t("getInt char", () -> Array.getInt(ca, 0));
        t("getShort byte", () -> Array.getShort(ba, 0));
        t("getChar byte", () -> Array.getChar(ba, 0));
        t("getBoolean", () -> Array.getBoolean(za, 0));
        t("getInt boolean", () -> Array.getInt(za, 0));
        t("getFloat", () -> Array.getFloat(fa, 0));
        t("getDouble float", () -> Array.getDouble(fa, 0));
        t("getLong float", () -> Array.getLong(fa, 0));

        System.out.println("== set");
        long[] la = new long[2];
        t("set long <- Integer", () -> { Array.set(la, 0, 7); return la; });
        t("set long <- Character", () -> { Array.set(la, 1, 'a'); return la; });
        t("set long <- Double", () -> { Array.set(la, 0, 1.0); return la; });
        t("set long <- null", () -> { Array.set(la, 0, null); return la; });
        t("set long <- String", () -> { Array.set(la, 0, "x"); return la; });
        t("set long[5] <- null", () -> { Array.set(la, 5, null); return la; });
        t("set long[5] <- String", () -> { Array.set(la, 5, "x"); return la; });
        t("set long[5] <- 1", () -> { Array.set(la, 5, 1); return la; });
        String[] sa = new String[2];
        t("set String <- String", () -> { Array.set(sa, 0, "s"); return sa; });
        t("set String <- null", () -> { Array.set(sa, 1, null); return sa; });
        t("set String <- Integer", () -> { Array.set(sa, 1, 1); return sa; });
        t("set String[2]", () -> { Array.set(sa, 2, "x"); return sa; });
        Object[] objs = new Number[1];
        t("set Number <- Integer", () -> { Array.set(objs, 0, 5); return objs; });
        t("set Number <- String", () -> { Array.set(objs, 0, "s"); return objs; });
        t("set not array", () -> { Array.set("x", 0, 1); return null; });
        t("set null", () -> { Array.set(null, 0, 1); return null; });
        double[] da = new double[3];
        t("setInt double", () -> { Array.setInt(da, 0, 3); return da; });
        t("setFloat double", () -> { Array.setFloat(da, 1, 0.25f); return da; });
        t("setChar double", () -> { Array.setChar(da, 2, 'b'); return da; });
        t("setDouble int", () -> { Array.setDouble(ia, 0, 1.0); return ia; });
        t("setLong int", () -> { Array.setLong(ia, 0, 1L); return ia; });
        t("setByte int", () -> { Array.setByte(ia, 0, (byte) -3); return ia; });
        t("setShort char", () -> { Array.setShort(ca, 0, (short) 66); return ca; });
        t("setBoolean int", () -> { Array.setBoolean(ia, 0, true); return ia; });
        t("setBoolean boolean", () -> { Array.setBoolean(za, 1, true); return za; });
        t("setInt obj", () -> { Array.setInt(oa, 0, 1); return oa; });
        t("setInt bad index", () -> { Array.setInt(ia, -1, 1); return ia; });
        t("setByte byte", () -> { Array.setByte(ba, 1, (byte) 100); return ba; });
        t("set byte <- Byte", () -> { Array.set(ba, 0, (byte) 5); return ba; });
        t("set byte <- Short", () -> { Array.set(ba, 0, (short) 5); return ba; });
        t("set char <- Byte", () -> { Array.set(ca, 0, (byte) 5); return ca; });
        t("set float <- Long", () -> { Array.set(fa, 0, Long.MAX_VALUE); return fa; });
        t("set boolean <- Boolean", () -> { Array.set(za, 0, Boolean.FALSE); return za; });
        t("set boolean <- Integer", () -> { Array.set(za, 0, 1); return za; });

        System.out.println("== loops");
        Object big = Array.newInstance(long.class, 1000);
        long sum = 0;
        for (int i = 0; i < 1000; i++) Array.setLong(big, i, i * 3L);
        for (int i = 0; i < 1000; i++) sum += (Long) Array.get(big, i);
        Object grid = Array.newInstance(Integer.class, 30, 40);
        for (int i = 0; i < 30; i++) for (int j = 0; j < 40; j++) Array.set(Array.get(grid, i), j, i * j);
        for (int i = 0; i < 30; i++) for (int j = 0; j < 40; j++) sum += (Integer) Array.get(Array.get(grid, i), j);
        System.out.println("  sum " + sum + " " + grid.getClass().getName());
    }
}
