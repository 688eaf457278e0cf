import java.util.Random;

/** Math.log10 as HotSpot computes it: exact powers of ten, special values, and seeded arguments over the whole range. */
public class MathLog10 {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int n = -323; n <= 308; n++) {
            double p = Double.parseDouble("1e" + n);
            sb.append(n).append(' ').append(Math.log10(p)).append('\n');
        }
        double[] special = {0.0, -0.0, -1.0, 1.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, Math.PI, Math.E, 0.9999999999999999, 1.0000000000000002, 2.0, 3.0, 7.0};
        for (double x : special) {
            sb.append(x).append(" -> ").append(Math.log10(x)).append('\n');
        }
        Random r = new Random(2);
        long sum = 0;
        for (int i = 0; i < 2000; i++) {
            double x = r.nextDouble() * Math.pow(10, r.nextInt(60) - 30);
            double y = Math.log10(x);
            sum += Double.doubleToLongBits(y) & 0xff;
            if (i % 10 == 0) {
                sb.append(x).append(' ').append(y).append('\n');
            }
        }
        System.out.print(sb);
        System.out.println("checksum " + sum);
    }
}
