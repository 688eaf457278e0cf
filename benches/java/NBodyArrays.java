// ARGS: 256 100
/** N-body gravity with positions, velocities and masses in double[] arrays (struct of arrays), all pairs per step. */
public class NBodyArrays {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 256;
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        double[] x = new double[n], y = new double[n], z = new double[n];
        double[] vx = new double[n], vy = new double[n], vz = new double[n];
        double[] m = new double[n];
        long seed = 3;
        for (int i = 0; i < n; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L; x[i] = (seed >>> 40) / 1.0e6;
            seed = seed * 6364136223846793005L + 1442695040888963407L; y[i] = (seed >>> 40) / 1.0e6;
            seed = seed * 6364136223846793005L + 1442695040888963407L; z[i] = (seed >>> 40) / 1.0e6;
            m[i] = 1.0 + (i % 5);
        }
        double dt = 0.001, soft = 0.01;
        for (int s = 0; s < steps; s++) {
            for (int i = 0; i < n; i++) {
                double ax = 0, ay = 0, az = 0;
                double xi = x[i], yi = y[i], zi = z[i];
                for (int j = 0; j < n; j++) {
                    double dx = x[j] - xi, dy = y[j] - yi, dz = z[j] - zi;
                    double d2 = dx * dx + dy * dy + dz * dz + soft;
                    double inv = 1.0 / Math.sqrt(d2);
                    double f = m[j] * inv * inv * inv;
                    ax += dx * f; ay += dy * f; az += dz * f;
                }
                vx[i] += ax * dt; vy[i] += ay * dt; vz[i] += az * dt;
            }
            for (int i = 0; i < n; i++) { x[i] += vx[i] * dt; y[i] += vy[i] * dt; z[i] += vz[i] * dt; }
        }
        double e = 0;
        for (int i = 0; i < n; i++) e += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
        System.out.printf("%.9e%n", e);
    }
}
