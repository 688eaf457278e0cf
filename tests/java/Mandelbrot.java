// Mandelbrot set: 120x120 bitmap checksum (benchmarks-game style bit packing), ASCII rendering
// of a small region, and iteration-count histogram.
public class Mandelbrot {
    public static void main(String[] args) {
        int n = 120;
        long checksum = 0;
        int bits = 0, bitNum = 0, bytesOut = 0;
        for (int y = 0; y < n; y++) {
            double ci = 2.0 * y / n - 1.0;
            for (int x = 0; x < n; x++) {
                double cr = 2.0 * x / n - 1.5, zr = 0, zi = 0, tr = 0, ti = 0;
                int i = 0;
                for (; i < 50 && tr + ti <= 4.0; i++) { zi = 2.0 * zr * zi + ci; zr = tr - ti + cr; tr = zr * zr; ti = zi * zi; }
                bits = (bits << 1) | (tr + ti <= 4.0 ? 1 : 0);
                bitNum++;
                if (bitNum == 8 || x == n - 1) {
                    if (bitNum != 8) bits <<= (8 - bitNum);
                    checksum = checksum * 31 + bits;
                    bytesOut++;
                    bits = 0; bitNum = 0;
                }
            }
        }
        System.out.println("P4 " + n + " " + n + " bytes=" + bytesOut + " checksum=" + checksum);
        int[] hist = new int[11];
        StringBuilder sb = new StringBuilder();
        for (int y = -12; y <= 12; y++) {
            for (int x = -39; x <= 20; x++) {
                double cr = x / 20.0, ci = y / 10.0, zr = 0, zi = 0;
                int it = 0;
                while (it < 100 && zr * zr + zi * zi < 4) { double t = zr * zr - zi * zi + cr; zi = 2 * zr * zi + ci; zr = t; it++; }
                hist[Math.min(10, it / 10)]++;
                sb.append(it == 100 ? '#' : it > 20 ? '+' : it > 8 ? '.' : ' ');
            }
            System.out.println(sb.toString());
            sb.setLength(0);
        }
        System.out.println(java.util.Arrays.toString(hist));
    }
}
