// Fannkuch-redux for n=7 and n=8: checksum and maximum flips over all permutations.
public class Fannkuch {
    static int[] fannkuch(int n) {
        int[] perm = new int[n], perm1 = new int[n], count = new int[n];
        for (int i = 0; i < n; i++) perm1[i] = i;
        int maxFlips = 0, checksum = 0, permCount = 0, r = n;
        while (true) {
            while (r != 1) { count[r - 1] = r; r--; }
            System.arraycopy(perm1, 0, perm, 0, n);
            int flips = 0, k;
            while ((k = perm[0]) != 0) {
                int k2 = (k + 1) >> 1;
                for (int i = 0; i < k2; i++) { int t = perm[i]; perm[i] = perm[k - i]; perm[k - i] = t; }
                flips++;
            }
            maxFlips = Math.max(maxFlips, flips);
            checksum += permCount % 2 == 0 ? flips : -flips;
            while (true) {
                if (r == n) return new int[] { checksum, maxFlips, permCount + 1 };
                int perm0 = perm1[0];
                for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
                perm1[r] = perm0;
                count[r]--;
                if (count[r] > 0) break;
                r++;
            }
            permCount++;
        }
    }
    public static void main(String[] args) {
        for (int n = 3; n <= 8; n++) {
            int[] res = fannkuch(n);
            System.out.println(res[0] + "\nPfannkuchen(" + n + ") = " + res[1] + " (" + res[2] + " permutations)");
        }
    }
}
