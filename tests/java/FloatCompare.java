// NaN comparisons (fcmpl/fcmpg/dcmpl/dcmpg through every relational operator), -0.0 handling,
// Double.compare/equals vs ==, Float.MIN_VALUE, isNaN/isInfinite.
public class FloatCompare {
    static String rel(double a, double b) {
        return "" + (a < b ? 1 : 0) + (a <= b ? 1 : 0) + (a > b ? 1 : 0) + (a >= b ? 1 : 0) + (a == b ? 1 : 0) + (a != b ? 1 : 0)
            + (!(a < b) ? 1 : 0) + (!(a > b) ? 1 : 0);
    }
    static String relf(float a, float b) {
        return "" + (a < b ? 1 : 0) + (a <= b ? 1 : 0) + (a > b ? 1 : 0) + (a >= b ? 1 : 0) + (a == b ? 1 : 0) + (a != b ? 1 : 0)
            + (!(a < b) ? 1 : 0) + (!(a > b) ? 1 : 0);
    }
    public static void main(String[] args) {
        double nan = Double.NaN, inf = Double.POSITIVE_INFINITY;
        double[] vals = { nan, -inf, -1.0, -0.0, 0.0, Double.MIN_VALUE, 1.0, inf };
        for (double a : vals) {
            StringBuilder sb = new StringBuilder(String.valueOf(a)).append(':');
            for (double b : vals) sb.append(' ').append(rel(a, b));
            System.out.println(sb);
        }
        float fnan = Float.NaN;
        float[] fvals = { fnan, Float.NEGATIVE_INFINITY, -0.0f, 0.0f, Float.MIN_VALUE, 2.5f, Float.POSITIVE_INFINITY };
        for (float a : fvals) {
            StringBuilder sb = new StringBuilder(String.valueOf(a)).append(':');
            for (float b : fvals) sb.append(' ').append(relf(a, b));
            System.out.println(sb);
        }
        System.out.println((0.0 == -0.0) + " " + Double.compare(0.0, -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + Double.compare(nan, nan) + " " + Double.valueOf(nan).equals(nan) + " " + (nan == nan));
        System.out.println(Float.compare(-0.0f, 0.0f) + " " + Float.compare(fnan, Float.POSITIVE_INFINITY) + " " + Double.compare(1.0, nan));
        System.out.println((1 / 0.0) + " " + (1 / -0.0) + " " + (-0.0 + 0.0) + " " + (-0.0 * 5) + " " + (0.0 * -1) + " " + (-0.0 - 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0));
        System.out.println(Float.MIN_VALUE + " " + (Float.MIN_VALUE / 2) + " " + Float.MIN_NORMAL + " " + Double.MIN_NORMAL + " " + (Float.MIN_VALUE > 0));
        System.out.println(Double.isNaN(0.0 / 0.0) + " " + Double.isInfinite(-1 / 0.0) + " " + Float.isNaN(fnan) + " " + Double.isInfinite(nan) + " " + Double.isFinite(1e308 * 10));
        System.out.println(Double.doubleToLongBits(-0.0) + " " + Double.doubleToLongBits(nan) + " " + Float.floatToIntBits(-0.0f) + " " + Float.floatToIntBits(fnan) + " " + Double.doubleToLongBits(1.0));
        System.out.println(Double.longBitsToDouble(0x7ff0000000000000L) + " " + Float.intBitsToFloat(0x3f800000) + " " + Double.longBitsToDouble(1L) + " " + Float.intBitsToFloat(1));
        int nanCount = 0;
        double[] data = { 3, nan, 1, nan, 2 };
        double max = Double.NEGATIVE_INFINITY;
        for (double x : data) { if (x != x) nanCount++; if (x > max) max = x; }
        System.out.println("nanCount=" + nanCount + " max=" + max);
        Double boxedNan = nan;
        System.out.println(boxedNan.equals(Double.NaN) + " " + boxedNan.isNaN() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(0.0).hashCode() + " " + Float.valueOf(1.5f).hashCode());
    }
}
