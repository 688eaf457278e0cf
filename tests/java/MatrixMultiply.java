// Matrix multiplication: int (naive and transposed), long modular, double with %.6f checksums,
// identity/associativity checks, and matrix power by squaring (Fibonacci).
public class MatrixMultiply {
    static double[][] mul(double[][] a, double[][] b) {
        int n = a.length, m = b[0].length, k = b.length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++) for (int p = 0; p < k; p++) { double aip = a[i][p]; for (int j = 0; j < m; j++) c[i][j] += aip * b[p][j]; }
        return c;
    }
    static long[][] mulMod(long[][] a, long[][] b, long mod) {
        int n = a.length;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { long s = 0; for (int p = 0; p < n; p++) s = (s + a[i][p] * b[p][j]) % mod; c[i][j] = s; }
        return c;
    }
    public static void main(String[] args) {
        int n = 60;
        int[][] a = new int[n][n], b = new int[n][n], c = new int[n][n], c2 = new int[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { a[i][j] = (i * 7 + j * 3) % 11 - 5; b[i][j] = (i * j + 1) % 13 - 6; }
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int s = 0; for (int k = 0; k < n; k++) s += a[i][k] * b[k][j]; c[i][j] = s; }
        int[][] bt = new int[n][n];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) bt[j][i] = b[i][j];
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int s = 0; int[] ai = a[i], bj = bt[j]; for (int k = 0; k < n; k++) s += ai[k] * bj[k]; c2[i][j] = s; }
        long sum = 0, trace = 0;
        boolean same = true;
        for (int i = 0; i < n; i++) { trace += c[i][i]; for (int j = 0; j < n; j++) { sum += c[i][j] * (long) (i + 1); if (c[i][j] != c2[i][j]) same = false; } }
        System.out.println("int: sum=" + sum + " trace=" + trace + " same=" + same + " c[5][7]=" + c[5][7]);
        int m = 40;
        double[][] x = new double[m][m], y = new double[m][m], z = new double[m][m];
        for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) { x[i][j] = 1.0 / (i + j + 1); y[i][j] = (i - j) / 7.0; z[i][j] = (i == j) ? 2 : 0.5 / (1 + Math.abs(i - j)); }
        double[][] xy = mul(x, y), xyz1 = mul(xy, z), xyz2 = mul(x, mul(y, z));
        double s1 = 0, maxDiff = 0;
        for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) { s1 += xyz1[i][j]; maxDiff = Math.max(maxDiff, Math.abs(xyz1[i][j] - xyz2[i][j])); }
        System.out.printf("double: sum=%.6f assocDiffSmall=%b xy[3][4]=%.9f%n", s1, maxDiff < 1e-9, xy[3][4]);
        System.out.println("exact xy[1][2]=" + xy[1][2] + " xyz1[0][0]=" + xyz1[0][0]);
        long mod = 1000000007L;
        long[][] fib = { { 1, 1 }, { 1, 0 } }, result = { { 1, 0 }, { 0, 1 } };
        long e = 1000000;
        long[][] base = fib;
        while (e > 0) { if ((e & 1) == 1) result = mulMod(result, base, mod); base = mulMod(base, base, mod); e >>= 1; }
        System.out.println("fib(1000000) mod 1e9+7 = " + result[0][1]);
    }
}
