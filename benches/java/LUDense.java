// ARGS: 250 10
/** Dense LU factorisation with partial pivoting over double[][] (SciMark-style), then a solve; repeated. */
public class LUDense {
    static long seed = 42;
    static double rnd() {
        seed = (seed * 6364136223846793005L + 1442695040888963407L);
        return ((seed >>> 11) & ((1L << 52) - 1)) / (double) (1L << 52);
    }

    static void factor(double[][] a, int[] pivot) {
        int n = a.length;
        for (int j = 0; j < n; j++) {
            int jp = j;
            double t = Math.abs(a[j][j]);
            for (int i = j + 1; i < n; i++) {
                double ab = Math.abs(a[i][j]);
                if (ab > t) { jp = i; t = ab; }
            }
            pivot[j] = jp;
            if (jp != j) { double[] tmp = a[j]; a[j] = a[jp]; a[jp] = tmp; }
            if (j < n - 1) {
                double recp = 1.0 / a[j][j];
                for (int k = j + 1; k < n; k++) a[k][j] *= recp;
            }
            if (j < n - 1) {
                for (int ii = j + 1; ii < n; ii++) {
                    double[] aii = a[ii];
                    double[] aj = a[j];
                    double aiij = aii[j];
                    for (int jj = j + 1; jj < n; jj++) aii[jj] -= aiij * aj[jj];
                }
            }
        }
    }

    static void solve(double[][] lu, int[] pvt, double[] b) {
        int n = lu.length;
        int ii = 0;
        for (int i = 0; i < n; i++) {
            int ip = pvt[i];
            double sum = b[ip];
            b[ip] = b[i];
            if (ii == 0) for (int j = ii; j < i; j++) sum -= lu[i][j] * b[j];
            else if (sum == 0.0) ii = i;
            b[i] = sum;
        }
        for (int i = n - 1; i >= 0; i--) {
            double sum = b[i];
            for (int j = i + 1; j < n; j++) sum -= lu[i][j] * b[j];
            b[i] = sum / lu[i][i];
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 180;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        double check = 0;
        for (int r = 0; r < reps; r++) {
            double[][] a = new double[n][n];
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = rnd();
            double[] b = new double[n];
            for (int i = 0; i < n; i++) b[i] = rnd();
            int[] pivot = new int[n];
            factor(a, pivot);
            solve(a, pivot, b);
            for (int i = 0; i < n; i++) check += b[i] * (i + 1);
        }
        System.out.printf("%.6e%n", check);
    }
}
