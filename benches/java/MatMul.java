// ARGS: 320
/** Numeric: dense matrix multiplication with double[][] (2-D array access, inner-loop arithmetic). */
public class MatMul {
    static double[][] make(int n, int seed) {
        double[][] m = new double[n][n];
        long s = seed;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                s = (s * 6364136223846793005L + 1442695040888963407L);
                m[i][j] = ((s >>> 33) % 1000) / 100.0 - 5.0;
            }
        return m;
    }

    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++) {
            double[] ai = a[i], ci = c[i];
            for (int p = 0; p < k; p++) {
                double aip = ai[p];
                double[] bp = b[p];
                for (int j = 0; j < m; j++) ci[j] += aip * bp[j];
            }
        }
        return c;
    }

    /** Naive i-j-k order too, so column access through a[][] is measured. */
    static double[][] mulNaive(double[][] a, double[][] b) {
        int n = a.length;
        double[][] c = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double s = 0;
                for (int p = 0; p < n; p++) s += a[i][p] * b[p][j];
                c[i][j] = s;
            }
        return c;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 150;
        double[][] a = make(n, 1), b = make(n, 2);
        double[][] c = mul(a, b);
        double[][] d = mulNaive(b, a);
        double[][] e = mul(c, d);
        double trace = 0, sum = 0;
        for (int i = 0; i < n; i++) {
            trace += e[i][i];
            for (int j = 0; j < n; j++) sum += c[i][j] - d[j][i];
        }
        System.out.println(String.format("trace=%.6e sum=%.6f", trace, sum));
        System.out.println(Double.doubleToLongBits(trace) ^ Double.doubleToLongBits(sum));
    }
}
