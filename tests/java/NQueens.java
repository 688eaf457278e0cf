// N-Queens: count all solutions for n=1..9 with backtracking (arrays), bitmask solver for n=10,
// print the first solution board for n=8, and verify solutions.
public class NQueens {
    static int count;
    static int[] first;
    static void place(int row, int n, int[] cols, boolean[] used, boolean[] d1, boolean[] d2) {
        if (row == n) { if (count++ == 0) first = cols.clone(); return; }
        for (int c = 0; c < n; c++) {
            if (used[c] || d1[row + c] || d2[row - c + n - 1]) continue;
            used[c] = d1[row + c] = d2[row - c + n - 1] = true;
            cols[row] = c;
            place(row + 1, n, cols, used, d1, d2);
            used[c] = d1[row + c] = d2[row - c + n - 1] = false;
        }
    }
    static int bits(int n, int row, int cols, int ld, int rd) {
        if (row == n) return 1;
        int total = 0, avail = ~(cols | ld | rd) & ((1 << n) - 1);
        while (avail != 0) { int bit = avail & -avail; avail -= bit; total += bits(n, row + 1, cols | bit, (ld | bit) << 1, (rd | bit) >> 1); }
        return total;
    }
    static boolean valid(int[] q) {
        for (int i = 0; i < q.length; i++) for (int j = i + 1; j < q.length; j++) if (q[i] == q[j] || Math.abs(q[i] - q[j]) == j - i) return false;
        return true;
    }
    public static void main(String[] args) {
        for (int n = 1; n <= 9; n++) {
            count = 0; first = null;
            place(0, n, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n]);
            System.out.println("n=" + n + " solutions=" + count + (first != null ? " first=" + java.util.Arrays.toString(first) + " valid=" + valid(first) : ""));
            if (n == 8) {
                for (int r = 0; r < n; r++) { StringBuilder sb = new StringBuilder(); for (int c = 0; c < n; c++) sb.append(first[r] == c ? "Q " : ". "); System.out.println(sb.toString().trim()); }
            }
        }
        System.out.println("bitmask n=10: " + bits(10, 0, 0, 0, 0) + " n=6: " + bits(6, 0, 0, 0, 0));
    }
}
