// The interpreter's register forms (vm/src/interp/regform.rs): whole statements over locals,
// constants and arrays run as three-address instructions. Every operand shape and its Java
// semantics: int/long/float/double arithmetic, constant operands (shift counts masked, large
// constants), conversions (saturating d2i, i2c), every array kind (boolean stores keep the low
// bit), compare-and-branch on ints, constants, longs and floats/doubles with NaN (the l/g forms),
// dup/dup2 statements (a[i] += x, x = y = e), and exceptions thrown from the middle of a statement:
// line numbers, helpful NullPointerException messages and the locals a handler sees.
public class RegisterForms {
    static int[] ints = { 3, -7, 11, Integer.MAX_VALUE, Integer.MIN_VALUE };

    static long arith(int a, int b, long c, long d) {
        int x = a + b, y = a - b, z = a * b, w = a & b, v = a | b, u = a ^ b;
        int s1 = a << b, s2 = a >> b, s3 = a >>> b;
        int k1 = a + 100000, k2 = a * 7, k3 = a & 0xff0f, k4 = a << 33, k5 = a >> 35, k6 = a >>> 31, k7 = a - 5;
        int q = b != 0 ? a / b : 0, r = b != 0 ? a % b : 0;
        long e = c + d, f = c - d, g = c * d;
        long l1 = c & d, l2 = c | d, l3 = c ^ d, l4 = c << a, l5 = c >> b, l6 = c >>> a, l7 = (c & 1) == 0 ? c >> 1 : 3 * c + 1;
        long h = (long) a * b + c;
        int back = (int) (c * 31);
        return x + 31L * y + 37L * z + w + v + u + s1 + s2 + s3 + k1 + k2 + k3 + k4 + k5 + k6 + k7 + q + r + e + f + g + h + back
            + 41L * l1 + 43L * l2 + 47L * l3 + l4 + l5 + l6 + l7;
    }

    static double floats(float a, float b, double c, double d) {
        float x = a + b, y = a - b, z = a * b, w = a / b;
        double e = c + d, f = c - d, g = c * d, h = c / d;
        double m = a * c + b * d;
        int sat = (int) (c * 1e12), sat2 = (int) h;
        char ch = (char) (int) (d * 1000);
        return x + y + z + w + e + f + g + h + m + sat + sat2 + ch;
    }

    static int branches(int a, int b, long c, long d, double e, double f, float g, float h) {
        int n = 0;
        if (a == b) n += 1;
        if (a != b) n += 2;
        if (a < b) n += 4;
        if (a >= b) n += 8;
        if (a > b) n += 16;
        if (a <= b) n += 32;
        if (a < 10) n += 64;
        if (a >= -3) n += 128;
        if (a > 1000) n += 256;
        if (a == 0) n += 512;
        if (c < d) n += 1024;
        if (c >= d) n += 2048;
        if (c == d) n += 4096;
        if (e < f) n += 1 << 13;
        if (e > f) n += 1 << 14;
        if (e == f) n += 1 << 15;
        if (e != f) n += 1 << 16;
        if (e <= f) n += 1 << 17;
        if (e >= f) n += 1 << 18;
        if (g < h) n += 1 << 19;
        if (g > h) n += 1 << 20;
        if (!(g >= h)) n += 1 << 21;
        if (!(e <= f)) n += 1 << 22;
        return n;
    }

    static long arrays(int n) {
        int[] ia = new int[n];
        long[] la = new long[n];
        double[] da = new double[n];
        float[] fa = new float[n];
        byte[] ba = new byte[n];
        boolean[] za = new boolean[n];
        char[] ca = new char[n];
        short[] sa = new short[n];
        String[] oa = new String[n];
        for (int i = 0; i < n; i++) {
            ia[i] = i * 3 - 7;
            la[i] = (long) i << 40;
            da[i] = i / 3.0;
            fa[i] = i * 0.5f;
            ba[i] = (byte) (i * 37);
            ca[i] = (char) (i * 5000);
            sa[i] = (short) (i * 3000);
            oa[i] = i % 2 == 0 ? "e" : null;
        }
        for (int i = 1; i < n; i++) {
            ia[i] += ia[i - 1];
            la[i] += la[i - 1] >> 3;
            da[i] += da[i - 1] * 0.5;
            fa[i] *= fa[i - 1] + 1;
            ba[i] += ba[i - 1];
            ca[i] += ca[i - 1];
            sa[i] -= sa[i - 1];
            za[i] = ia[i] > ia[i - 1];
        }
        long s = 0;
        for (int i = 0; i < n; i++) {
            s = s * 31 + ia[i] + la[i] + (long) da[i] + (long) fa[i] + ba[i] + ca[i] + sa[i] + (za[i] ? 1 : 0) + (oa[i] == null ? 2 : 3);
        }
        return s;
    }

    static int dups(int[] a) {
        int x, y;
        x = y = a[0] + a[1];
        a[2] = a[3] = x * y;
        int i = 1;
        a[i] += a[i + 1];
        a[i++] -= 5;
        a[++i] *= 2;
        return x + y + a[0] + a[1] + a[2] + a[3] + i;
    }

    static int where;

    static void throwing(int[] a, int i, int d) {
        int step = 0;
        try {
            step = 1;
            int v = a[i] + 1;
            step = 2;
            a[i + 1] = v * 2;
            step = 3;
            int q = v / d;
            step = 4;
            a[0] = q;
        } catch (RuntimeException e) {
            StackTraceElement t = e.getStackTrace()[0];
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage() + " at step " + step + " line " + t.getLineNumber());
        }
    }

    static int nested(int[][] m, int i, int j) {
        return m[i][j] + m[j][i];
    }

    public static void main(String[] args) {
        long acc = 0;
        for (int a : ints)
            for (int b : ints) acc = acc * 17 + arith(a, b, a * 1000003L, b - 12345678901L);
        System.out.println("arith " + acc);
        double[] ds = { 0.0, -0.0, 1.5, -2.25, 1e300, Double.NaN, Double.POSITIVE_INFINITY, 3e-320 };
        long dacc = 0;
        for (double c : ds)
            for (double d : ds) dacc = dacc * 31 + Double.doubleToLongBits(floats((float) c, (float) d, c, d));
        System.out.println("floats " + dacc);
        long bacc = 0;
        for (int a : ints)
            for (double e : ds)
                for (double f : ds) bacc = bacc * 7 + branches(a, a ^ 5, (long) a * 3, a, e, f, (float) e, (float) f);
        System.out.println("branches " + bacc);
        System.out.println("arrays " + arrays(40));
        System.out.println("dups " + dups(new int[] { 5, 6, 7, 8, 9 }));
        int[] arr = { 1, 2, 3 };
        throwing(arr, 0, 1);
        throwing(arr, 5, 1);
        throwing(arr, 2, 1);
        throwing(arr, 0, 0);
        throwing(null, 0, 1);
        try {
            nested(new int[][] { { 1, 2 }, null }, 0, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage() + " line " + e.getStackTrace()[0].getLineNumber());
        }
        try {
            nested(new int[][] { { 1 }, { 3 } }, 0, 1);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE: " + e.getMessage() + " line " + e.getStackTrace()[0].getLineNumber());
        }
        System.out.println(java.util.Arrays.toString(arr));
    }
}
