// NO-RELEASE8
// (Math.fma is Java 9.)
import java.util.Random;

/** Math.fma: a·b + c rounded once, in double and in float (ties, overflow, signed zeros, NaN). */
public class MathFma {
    public static void main(String[] args) {
        double[][] fma = {{0.1, 10, -1}, {1e308, 10, -1e308}, {2, 3, 4}, {1 + Math.ulp(1.0), 1 - Math.ulp(1.0), -1},
            {Double.NaN, 1, 1}, {Double.POSITIVE_INFINITY, 0, 1}, {-0.0, 0.0, 0.0}, {1e-300, 1e-300, 1e-320}};
        for (double[] p : fma) {
            System.out.println("fma(" + p[0] + ", " + p[1] + ", " + p[2] + ") = " + Math.fma(p[0], p[1], p[2]));
        }
        float[][] fmaf = {{0.1f, 10f, -1f}, {3.4e38f, 10f, -3.4e38f}, {1 + Math.ulp(1f), 1 - Math.ulp(1f), -1f}, {16777217f, 1f, 0.5f},
            {1.0000001f, 1.0000001f, -1f}, {0.3f, 0.7f, 1e-8f}, {Float.NaN, 1f, 1f}, {-0.0f, 0f, 0f}};
        for (float[] p : fmaf) {
            System.out.println("fma(" + p[0] + "f, " + p[1] + "f, " + p[2] + "f) = " + Math.fma(p[0], p[1], p[2]));
        }
        float fs = 0;
        Random q = new Random(5);
        for (int i = 0; i < 20000; i++) {
            fs += Math.fma(q.nextFloat() * 3 - 1, q.nextFloat() * 1e-3f, q.nextFloat() * 1e-7f);
        }
        System.out.println("fma float sum " + fs);
    }
}
