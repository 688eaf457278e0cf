// ARGS: 65536 6
/** In-place radix-2 complex FFT over an interleaved double[] (SciMark-style): bit reversal, butterflies, inverse. */
public class FFT {
    static int log2(int n) {
        int log = 0;
        for (int k = 1; k < n; k *= 2, log++) {}
        return log;
    }

    static void bitreverse(double[] data) {
        int n = data.length / 2;
        int nm1 = n - 1;
        int i = 0, j = 0;
        for (; i < nm1; i++) {
            int ii = i << 1;
            int jj = j << 1;
            int k = n >> 1;
            if (i < j) {
                double tmpr = data[ii], tmpi = data[ii + 1];
                data[ii] = data[jj]; data[ii + 1] = data[jj + 1];
                data[jj] = tmpr; data[jj + 1] = tmpi;
            }
            while (k <= j) { j -= k; k >>= 1; }
            j += k;
        }
    }

    static void transform(double[] data, int direction) {
        int n = data.length / 2;
        if (n == 1) return;
        int logn = log2(n);
        bitreverse(data);
        for (int bit = 0, dual = 1; bit < logn; bit++, dual *= 2) {
            double wr = 1.0, wi = 0.0;
            double theta = 2.0 * direction * Math.PI / (2.0 * dual);
            double s = Math.sin(theta);
            double t = Math.sin(theta / 2.0);
            double s2 = 2.0 * t * t;
            for (int b = 0; b < n; b += 2 * dual) {
                int i = 2 * b, j = 2 * (b + dual);
                double wdr = data[j], wdi = data[j + 1];
                data[j] = data[i] - wdr; data[j + 1] = data[i + 1] - wdi;
                data[i] += wdr; data[i + 1] += wdi;
            }
            for (int a = 1; a < dual; a++) {
                double tmpr = wr - s * wi - s2 * wr;
                double tmpi = wi + s * wr - s2 * wi;
                wr = tmpr; wi = tmpi;
                for (int b = 0; b < n; b += 2 * dual) {
                    int i = 2 * (b + a), j = 2 * (b + a + dual);
                    double z1r = data[j], z1i = data[j + 1];
                    double wdr = wr * z1r - wi * z1i;
                    double wdi = wr * z1i + wi * z1r;
                    data[j] = data[i] - wdr; data[j + 1] = data[i + 1] - wdi;
                    data[i] += wdr; data[i + 1] += wdi;
                }
            }
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 65536;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        double[] data = new double[2 * n];
        long seed = 7;
        for (int i = 0; i < data.length; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            data[i] = ((seed >>> 11) & 0xfffff) / (double) 0x100000;
        }
        double[] orig = data.clone();
        for (int r = 0; r < reps; r++) {
            transform(data, -1);
            transform(data, +1);
            double norm = 1.0 / n;
            for (int i = 0; i < data.length; i++) data[i] *= norm;
        }
        double err = 0;
        for (int i = 0; i < data.length; i++) { double d = data[i] - orig[i]; err += d * d; }
        System.out.println(Math.sqrt(err / data.length) < 1e-10 ? "ok" : "bad " + err);
        double check = 0;
        for (int i = 0; i < data.length; i += 97) check += data[i];
        System.out.printf("%.6f%n", check);
    }
}
