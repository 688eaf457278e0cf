// Dynamic programming: LCS (length and reconstruction), edit distance, 0/1 knapsack with item
// recovery, coin change (ways and min coins), longest increasing subsequence, matrix chain order,
// and memoised partition counts with long overflow-free arithmetic.
import java.util.*;

public class DynamicProgramming {
    static String lcs(String a, String b) {
        int[][] dp = new int[a.length() + 1][b.length() + 1];
        for (int i = 1; i <= a.length(); i++) for (int j = 1; j <= b.length(); j++)
            dp[i][j] = a.charAt(i - 1) == b.charAt(j - 1) ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
        StringBuilder sb = new StringBuilder();
        for (int i = a.length(), j = b.length(); i > 0 && j > 0; ) {
            if (a.charAt(i - 1) == b.charAt(j - 1)) { sb.append(a.charAt(i - 1)); i--; j--; }
            else if (dp[i - 1][j] >= dp[i][j - 1]) i--; else j--;
        }
        return sb.reverse().toString();
    }
    static int edit(String a, String b) {
        int[] prev = new int[b.length() + 1], cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) prev[j] = j;
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
            int[] t = prev; prev = cur; cur = t;
        }
        return prev[b.length()];
    }
    static Map<Long, Long> memo = new HashMap<Long, Long>();
    static long partitions(int n, int max) {
        if (n == 0) return 1;
        if (n < 0 || max == 0) return 0;
        long key = (long) n << 32 | max;
        Long m = memo.get(key);
        if (m != null) return m;
        long r = partitions(n - max, max) + partitions(n, max - 1);
        memo.put(key, r);
        return r;
    }
    public static void main(String[] args) {
        String[][] pairs = { { "AGGTAB", "GXTXAYB" }, { "ABCBDAB", "BDCABA" }, { "kitten", "sitting" }, { "intention", "execution" }, { "", "abc" }, { "dynamicprogramming", "programmingdynamic" } };
        for (String[] p : pairs) System.out.println(p[0] + " / " + p[1] + ": lcs=" + lcs(p[0], p[1]) + " edit=" + edit(p[0], p[1]));
        int[] w = { 12, 7, 11, 8, 9, 6, 14, 5, 3, 10 }, v = { 24, 13, 23, 15, 16, 11, 28, 8, 5, 19 };
        int cap = 40;
        int[][] k = new int[w.length + 1][cap + 1];
        for (int i = 1; i <= w.length; i++) for (int c = 0; c <= cap; c++) { k[i][c] = k[i - 1][c]; if (w[i - 1] <= c) k[i][c] = Math.max(k[i][c], k[i - 1][c - w[i - 1]] + v[i - 1]); }
        List<Integer> chosen = new ArrayList<Integer>();
        for (int i = w.length, c = cap; i > 0; i--) if (k[i][c] != k[i - 1][c]) { chosen.add(i - 1); c -= w[i - 1]; }
        Collections.reverse(chosen);
        System.out.println("knapsack best=" + k[w.length][cap] + " items=" + chosen);
        int[] coins = { 1, 2, 5, 10, 20, 50, 100, 200 };
        long[] ways = new long[501];
        ways[0] = 1;
        for (int c : coins) for (int a = c; a <= 500; a++) ways[a] += ways[a - c];
        int[] minCoins = new int[501];
        Arrays.fill(minCoins, Integer.MAX_VALUE);
        minCoins[0] = 0;
        for (int a = 1; a <= 500; a++) for (int c : coins) if (c <= a && minCoins[a - c] != Integer.MAX_VALUE) minCoins[a] = Math.min(minCoins[a], minCoins[a - c] + 1);
        System.out.println("coin ways(200)=" + ways[200] + " ways(500)=" + ways[500] + " min(289)=" + minCoins[289] + " min(499)=" + minCoins[499]);
        Random r = new Random(3);
        int[] seq = new int[200];
        for (int i = 0; i < seq.length; i++) seq[i] = r.nextInt(1000);
        int[] tails = new int[seq.length];
        int len = 0;
        for (int x : seq) { int i = Arrays.binarySearch(tails, 0, len, x); if (i < 0) i = -i - 1; tails[i] = x; if (i == len) len++; }
        System.out.println("LIS length=" + len + " tails=" + Arrays.toString(Arrays.copyOf(tails, len)));
        int[] dims = { 30, 35, 15, 5, 10, 20, 25 };
        int n = dims.length - 1;
        long[][] mc = new long[n][n];
        int[][] split = new int[n][n];
        for (int l = 2; l <= n; l++) for (int i = 0; i + l - 1 < n; i++) {
            int j = i + l - 1;
            mc[i][j] = Long.MAX_VALUE;
            for (int s = i; s < j; s++) { long cost = mc[i][s] + mc[s + 1][j] + (long) dims[i] * dims[s + 1] * dims[j + 1]; if (cost < mc[i][j]) { mc[i][j] = cost; split[i][j] = s; } }
        }
        System.out.println("matrix chain cost=" + mc[0][n - 1] + " order=" + paren(split, 0, n - 1));
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 100; i += 11) sb.append("p(").append(i).append(")=").append(partitions(i, i)).append(' ');
        System.out.println(sb);
        long[] catalan = new long[30];
        catalan[0] = 1;
        for (int i = 1; i < 30; i++) for (int j = 0; j < i; j++) catalan[i] += catalan[j] * catalan[i - 1 - j];
        System.out.println("catalan: " + catalan[10] + " " + catalan[20] + " " + catalan[29]);
    }
    static String paren(int[][] split, int i, int j) { return i == j ? "A" + (i + 1) : "(" + paren(split, i, split[i][j]) + paren(split, split[i][j] + 1, j) + ")"; }
}
