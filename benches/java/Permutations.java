// ARGS: 10 1
/** Generating all permutations of an int[] (Heap's algorithm, and lexicographic next-permutation), with a checksum over each. */
public class Permutations {
    static long sum;

    static void visit(int[] p) {
        int h = 0;
        for (int i = 0; i < p.length; i++) h = h * 31 + p[i];
        sum += h & 0xffff;
    }

    static void heap(int[] a) {
        int n = a.length;
        int[] c = new int[n];
        visit(a);
        int i = 1;
        while (i < n) {
            if (c[i] < i) {
                int k = (i & 1) == 0 ? 0 : c[i];
                int t = a[k]; a[k] = a[i]; a[i] = t;
                visit(a);
                c[i]++;
                i = 1;
            } else {
                c[i] = 0;
                i++;
            }
        }
    }

    static boolean next(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i < 0) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i]; a[i] = a[j]; a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) { t = a[l]; a[l] = a[r]; a[r] = t; }
        return true;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long count = 0;
        for (int r = 0; r < reps; r++) {
            int[] a = new int[n];
            for (int i = 0; i < n; i++) a[i] = i;
            heap(a);
            for (int i = 0; i < n; i++) a[i] = i;
            do { count++; if ((count & 1023) == 0) visit(a); } while (next(a));
        }
        System.out.println(count + " " + sum);
    }
}
