// ARGS: 400 100
/** Molecular dynamics: Lennard-Jones forces with a cut-off over double[] coordinates in a periodic box, velocity Verlet. */
public class MolDyn {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int steps = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        double side = Math.cbrt(n / 0.8);
        double[] pos = new double[3 * n], vel = new double[3 * n], frc = new double[3 * n];
        int k = (int) Math.ceil(Math.cbrt(n));
        double a = side / k;
        for (int i = 0; i < n; i++) {
            pos[3 * i] = (i % k) * a; pos[3 * i + 1] = ((i / k) % k) * a; pos[3 * i + 2] = (i / (k * k)) * a;
            vel[3 * i] = ((i * 7) % 11 - 5) * 0.01; vel[3 * i + 1] = ((i * 5) % 13 - 6) * 0.01; vel[3 * i + 2] = ((i * 3) % 7 - 3) * 0.01;
        }
        double dt = 0.002, rc2 = 2.5 * 2.5, half = side / 2;
        double epot = 0;
        for (int s = 0; s < steps; s++) {
            for (int i = 0; i < 3 * n; i++) { vel[i] += 0.5 * dt * frc[i]; pos[i] += dt * vel[i]; if (pos[i] < 0) pos[i] += side; else if (pos[i] >= side) pos[i] -= side; }
            for (int i = 0; i < 3 * n; i++) frc[i] = 0;
            epot = 0;
            for (int i = 0; i < n - 1; i++) {
                double xi = pos[3 * i], yi = pos[3 * i + 1], zi = pos[3 * i + 2];
                double fxi = 0, fyi = 0, fzi = 0;
                for (int j = i + 1; j < n; j++) {
                    double dx = xi - pos[3 * j], dy = yi - pos[3 * j + 1], dz = zi - pos[3 * j + 2];
                    if (dx > half) dx -= side; else if (dx < -half) dx += side;
                    if (dy > half) dy -= side; else if (dy < -half) dy += side;
                    if (dz > half) dz -= side; else if (dz < -half) dz += side;
                    double r2 = dx * dx + dy * dy + dz * dz;
                    if (r2 < rc2) {
                        double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2;
                        double f = 48 * ir2 * ir6 * (ir6 - 0.5);
                        epot += 4 * ir6 * (ir6 - 1);
                        fxi += f * dx; fyi += f * dy; fzi += f * dz;
                        frc[3 * j] -= f * dx; frc[3 * j + 1] -= f * dy; frc[3 * j + 2] -= f * dz;
                    }
                }
                frc[3 * i] += fxi; frc[3 * i + 1] += fyi; frc[3 * i + 2] += fzi;
            }
            for (int i = 0; i < 3 * n; i++) vel[i] += 0.5 * dt * frc[i];
        }
        double ekin = 0;
        for (int i = 0; i < 3 * n; i++) ekin += 0.5 * vel[i] * vel[i];
        System.out.printf("%.6e %.6e%n", epot, ekin);
    }
}
