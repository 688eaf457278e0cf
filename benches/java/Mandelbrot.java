// ARGS: 1400
/** Numeric: Mandelbrot set membership over an N x N grid, packed into bits (double loops, bit ops). */
public class Mandelbrot {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int bytesPerRow = (n + 7) / 8;
        byte[] bits = new byte[bytesPerRow * n];
        int inside = 0;
        for (int y = 0; y < n; y++) {
            double ci = 2.0 * y / n - 1.0;
            for (int x = 0; x < n; x++) {
                double cr = 2.0 * x / n - 1.5;
                double zr = 0, zi = 0, tr = 0, ti = 0;
                int i = 0;
                while (i < 50 && tr + ti <= 4.0) {
                    zi = 2.0 * zr * zi + ci;
                    zr = tr - ti + cr;
                    tr = zr * zr;
                    ti = zi * zi;
                    i++;
                }
                if (tr + ti <= 4.0) {
                    inside++;
                    bits[y * bytesPerRow + (x >> 3)] |= (byte) (0x80 >>> (x & 7));
                }
            }
        }
        long h = 1125899906842597L;
        for (byte b : bits) h = 31 * h + b;
        System.out.println("inside=" + inside + " hash=" + h);
    }
}
