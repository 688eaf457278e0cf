// ARGS: 600
/** Numeric: spectral norm of an infinite matrix (double[] loops, static calls, int->double). */
public class SpectralNorm {
    static double a(int i, int j) { return 1.0 / (((i + j) * (i + j + 1) >>> 1) + i + 1); }

    static void mulAv(double[] v, double[] out) {
        int n = v.length;
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += a(i, j) * v[j];
            out[i] = s;
        }
    }

    static void mulAtv(double[] v, double[] out) {
        int n = v.length;
        for (int i = 0; i < n; i++) {
            double s = 0;
            for (int j = 0; j < n; j++) s += a(j, i) * v[j];
            out[i] = s;
        }
    }

    static void mulAtAv(double[] v, double[] out, double[] tmp) { mulAv(v, tmp); mulAtv(tmp, out); }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        double[] u = new double[n], v = new double[n], tmp = new double[n];
        java.util.Arrays.fill(u, 1.0);
        for (int i = 0; i < 10; i++) { mulAtAv(u, v, tmp); mulAtAv(v, u, tmp); }
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
        double r = Math.sqrt(vBv / vv);
        System.out.println(String.format("%.9f", r));
        System.out.println(Double.doubleToLongBits(r));
    }
}
