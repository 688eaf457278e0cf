// d2i/d2l/f2i/f2l saturation (NaN -> 0, +/-Infinity, huge values), rounding toward zero,
// i2f/l2f/l2d precision loss, float <-> double.
public class FloatConversions {
    public static void main(String[] args) {
        double[] ds = { 0.0, -0.0, 0.5, -0.5, 1.9999, -1.9999, 2147483647.5, 2147483648.0, -2147483649.0, 1e10, -1e10, 9.3e18, -9.3e18, 1e300,
                        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE };
        for (double d : ds) {
            System.out.println(d + " -> int " + (int) d + " long " + (long) d + " float " + (float) d + " short " + (short) d + " byte " + (byte) d + " char " + (int) (char) d);
        }
        float[] fs = { 0.7f, -0.7f, 3.4e38f, -3.4e38f, 1e20f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 16777217f, 2.5e9f, Float.MIN_VALUE };
        for (float f : fs) System.out.println(f + " -> int " + (int) f + " long " + (long) f + " double " + (double) f);
        int big = 16777217;
        long bigL = 9007199254740993L;
        System.out.println((float) big + " " + (int) (float) big + " " + (double) bigL + " " + (long) (double) bigL + " " + (float) Long.MAX_VALUE + " " + (double) Long.MIN_VALUE);
        System.out.println((int) 3.99f + " " + (int) -3.99f + " " + (long) 1e19 + " " + (long) -1e19 + " " + (int) Float.MAX_VALUE);
        System.out.println(Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(2.4f) + " " + Math.round(Double.NaN) + " " + Math.round(1e20) + " " + Math.round(-1e20f));
        double d = 0.1f;
        float f = (float) 0.1;
        System.out.println(d + " " + f + " " + (d == f) + " " + ((float) d == f));
        System.out.println((double) 1.1f + " " + (float) 1.1 + " " + (1.1f == 1.1) + " " + (0.5f == 0.5));
        long sum = 0;
        for (int i = -100; i <= 100; i++) sum += (long) (i * 1.37e8) + (int) (i * 3.3e7f);
        System.out.println("sum=" + sum);
    }
}
