import java.util.Random;

/**
 * StrictMath's fdlibm results, bit for bit, for the functions both class
 * libraries compute exactly as fdlibm does (seeded arguments over wide
 * ranges) and IEEEremainder's hard cases (Math.fma: MathFma).
 */
public class StrictMathFdlibm {
    static long h(double d) {
        return Double.doubleToRawLongBits(d);
    }

    public static void main(String[] args) {
        Random r = new Random(99);
        long[] sums = new long[9];
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            double x = (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(8) - 3);
            double y = r.nextDouble() * 4 - 1;
            double[] v = {StrictMath.tan(x), StrictMath.asin(x % 1), StrictMath.acos(x % 1), StrictMath.atan(x),
                StrictMath.exp(x % 700), StrictMath.expm1(x % 700), StrictMath.atan2(x, y), StrictMath.pow(Math.abs(x), y),
                StrictMath.IEEEremainder(x, y)};
            for (int k = 0; k < v.length; k++) {
                sums[k] = sums[k] * 31 + h(v[k]);
            }
            if (i % 500 == 0) {
                sb.append(x).append(' ').append(y);
                for (double d : v) {
                    sb.append(' ').append(d);
                }
                sb.append('\n');
            }
        }
        System.out.print(sb);
        String[] names = {"tan", "asin", "acos", "atan", "exp", "expm1", "atan2", "pow", "IEEEremainder"};
        for (int k = 0; k < names.length; k++) {
            System.out.println(names[k] + " " + Long.toHexString(sums[k]));
        }
        double[][] rem = {{1.0, Double.MIN_VALUE}, {1.0, 1e-310}, {1.0, 1e-20}, {5.5, 2.0}, {-5.5, 2.0}, {7.0, 2.0}, {1e308, 3.0},
            {3.0, Double.POSITIVE_INFINITY}, {Double.POSITIVE_INFINITY, 3.0}, {3.0, 0.0}, {-0.0, 1.0}, {Double.NaN, 1.0}};
        for (double[] p : rem) {
            System.out.println("IEEEremainder(" + p[0] + ", " + p[1] + ") = " + Math.IEEEremainder(p[0], p[1]));
        }
        System.out.println(StrictMath.pow(-1, Double.POSITIVE_INFINITY) + " " + StrictMath.pow(1, Double.NaN) + " " + StrictMath.pow(Double.NaN, 0)
            + " " + StrictMath.pow(-8, 1.0 / 3) + " " + StrictMath.pow(-2, 3) + " " + StrictMath.pow(0.0, -1) + " " + StrictMath.pow(-0.0, -3));
    }
}
