// Two-slot long/double locals and fields mixed with ints/refs in every order, long/double parameters
// in static and instance methods (slot numbering), arrays and returns, dup2-style expressions.
public class LongDoubleLocals {
    long lf1 = 1L; int if1 = 2; double df1 = 3.5; Object of1 = "o"; float ff1 = 4.5f; long lf2 = -9L;
    static long sl = 11; static double sd = -2.25; static int si = 3;
    static double mix(int a, long b, double c, float d, short e, long f, byte g, double h, char i, boolean j) {
        return a + b + c + d + e + f + g + h + i + (j ? 1000 : 0);
    }
    long inst(long a, int b, double c, long d) { return a * b + (long) c - d + lf1 + lf2 + if1; }
    static long swapSum(long a, long b) { long t = a; a = b; b = t; return a * 10 + b; }
    public static void main(String[] args) {
        int i1 = 1; long l1 = 2; double d1 = 3; int i2 = 4; double d2 = 5.5; long l2 = 6; float f1 = 7; Object o = "x"; long l3 = l1 + l2;
        double d3 = d1 * d2 + l3 - i2 + f1;
        System.out.println(i1 + " " + l1 + " " + d1 + " " + i2 + " " + d2 + " " + l2 + " " + f1 + " " + o + " " + l3 + " " + d3);
        System.out.println(mix(1, 2L, 3.0, 4f, (short) 5, 6L, (byte) 7, 8.0, 'a', true));
        LongDoubleLocals obj = new LongDoubleLocals();
        System.out.println(obj.inst(5L, 3, 2.9, 1L) + " " + swapSum(3, 4));
        obj.lf1 += obj.lf2;
        obj.df1 *= obj.ff1;
        obj.lf2++;
        long[] la = { 1, 2, 3 };
        la[1] += la[2]++;
        double[] da = { 0.5, 1.5 };
        da[0] = da[1] += 2;
        System.out.println(obj.lf1 + " " + obj.df1 + " " + obj.lf2 + " " + la[0] + la[1] + la[2] + " " + da[0] + " " + da[1]);
        sl <<= 2; sd -= sl; si *= (int) sd;
        long chained = sl = 77;
        double dchained = sd = chained / 2.0;
        System.out.println(sl + " " + sd + " " + si + " " + chained + " " + dchained);
        long acc = 0; double dacc = 0;
        for (long k = 0; k < 1000; k++) { acc += k * k; dacc += 1.0 / (k + 1); }
        System.out.println(acc + " " + String.format("%.10f", dacc));
        long x = Long.MAX_VALUE; double y = Double.MAX_VALUE; int z = 0; long w = x--;
        System.out.println(x + " " + w + " " + y + " " + z + " " + (x == w - 1));
        long p = 5, q = p++ + ++p;
        double r = 1.5, s = r++ + ++r;
        System.out.println(p + " " + q + " " + r + " " + s);
        Object[] boxes = { l1, d1, f1, i1 };
        for (Object b : boxes) System.out.print(b.getClass().getSimpleName() + ":" + b + " ");
        System.out.println();
        System.out.println(ternary(true) + " " + ternary(false) + " " + pick(3) + " " + pick(-3));
    }
    static double ternary(boolean b) { long a = 10; double c = 0.5; return b ? a : c; }
    static long pick(int k) { long a = 1L << 33; double b = 7.9; return k > 0 ? a + k : (long) b * k; }
}
