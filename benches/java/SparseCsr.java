// ARGS: 20000 12 150
/** Sparse matrix times vector in compressed-sparse-row form (int index arrays, indirect double loads), iterated. */
public class SparseCsr {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        int perRow = args.length > 1 ? Integer.parseInt(args[1]) : 12;
        int iters = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int nz = n * perRow;
        int[] rowStart = new int[n + 1];
        int[] col = new int[nz];
        double[] val = new double[nz];
        int s = 12345;
        for (int r = 0, k = 0; r < n; r++) {
            rowStart[r] = k;
            for (int j = 0; j < perRow; j++, k++) {
                s = s * 1103515245 + 12345;
                col[k] = (s >>> 8) % n;
                val[k] = ((s >>> 4) & 1023) / 1024.0 - 0.5;
            }
        }
        rowStart[n] = nz;
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) x[i] = 1.0 / (i + 1);
        for (int it = 0; it < iters; it++) {
            for (int r = 0; r < n; r++) {
                double sum = 0.0;
                int end = rowStart[r + 1];
                for (int k = rowStart[r]; k < end; k++) sum += val[k] * x[col[k]];
                y[r] = sum;
            }
            double norm = 0;
            for (int i = 0; i < n; i++) norm += y[i] * y[i];
            norm = Math.sqrt(norm);
            for (int i = 0; i < n; i++) x[i] = y[i] / norm;
        }
        double check = 0;
        for (int i = 0; i < n; i++) check += x[i] * (i % 7);
        System.out.printf("%.9f%n", check);
    }
}
