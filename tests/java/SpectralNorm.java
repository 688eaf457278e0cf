// Spectral norm of the infinite matrix A(i,j)=1/((i+j)(i+j+1)/2+i+1), n=100, printed with %.9f.
public class SpectralNorm {
    static double a(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
    static void mulAv(double[] v, double[] av) { int n = v.length; for (int i = 0; i < n; i++) { double s = 0; for (int j = 0; j < n; j++) s += a(i, j) * v[j]; av[i] = s; } }
    static void mulAtv(double[] v, double[] atv) { int n = v.length; for (int i = 0; i < n; i++) { double s = 0; for (int j = 0; j < n; j++) s += a(j, i) * v[j]; atv[i] = s; } }
    static void mulAtAv(double[] v, double[] out, double[] tmp) { mulAv(v, tmp); mulAtv(tmp, out); }
    public static void main(String[] args) {
        for (int n : new int[] { 10, 50, 100 }) {
            double[] u = new double[n], v = new double[n], tmp = new double[n];
            java.util.Arrays.fill(u, 1.0);
            for (int i = 0; i < 10; i++) { mulAtAv(u, v, tmp); mulAtAv(v, u, tmp); }
            double vBv = 0, vv = 0;
            for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
            System.out.printf("n=%d: %.9f%n", n, Math.sqrt(vBv / vv));
            System.out.println("  raw: " + vBv + " " + vv);
        }
    }
}
