// Hand-written sorts over a seeded random array: quicksort, mergesort, heapsort, insertion sort,
// shell sort and counting sort; verified against Arrays.sort, with comparison counts printed.
import java.util.*;

public class Sorting {
    static long comparisons;
    static boolean less(int a, int b) { comparisons++; return a < b; }
    static void quick(int[] a, int lo, int hi) {
        if (lo >= hi) return;
        int p = a[(lo + hi) >>> 1], i = lo, j = hi;
        while (i <= j) {
            while (less(a[i], p)) i++;
            while (less(p, a[j])) j--;
            if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        quick(a, lo, j); quick(a, i, hi);
    }
    static void merge(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 2) return;
        int mid = (lo + hi) >>> 1;
        merge(a, tmp, lo, mid); merge(a, tmp, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) tmp[k++] = less(a[j], a[i]) ? a[j++] : a[i++];
        while (i < mid) tmp[k++] = a[i++];
        while (j < hi) tmp[k++] = a[j++];
        System.arraycopy(tmp, lo, a, lo, hi - lo);
    }
    static void heap(int[] a) {
        int n = a.length;
        for (int i = n / 2 - 1; i >= 0; i--) sift(a, i, n);
        for (int end = n - 1; end > 0; end--) { int t = a[0]; a[0] = a[end]; a[end] = t; sift(a, 0, end); }
    }
    static void sift(int[] a, int i, int n) {
        while (true) {
            int l = 2 * i + 1, r = l + 1, big = i;
            if (l < n && less(a[big], a[l])) big = l;
            if (r < n && less(a[big], a[r])) big = r;
            if (big == i) return;
            int t = a[i]; a[i] = a[big]; a[big] = t; i = big;
        }
    }
    static void insertion(int[] a) { for (int i = 1; i < a.length; i++) { int v = a[i], j = i - 1; while (j >= 0 && less(v, a[j])) { a[j + 1] = a[j]; j--; } a[j + 1] = v; } }
    static void shell(int[] a) {
        int h = 1;
        while (h < a.length / 3) h = 3 * h + 1;
        for (; h >= 1; h /= 3) for (int i = h; i < a.length; i++) for (int j = i; j >= h && less(a[j], a[j - h]); j -= h) { int t = a[j]; a[j] = a[j - h]; a[j - h] = t; }
    }
    static int[] counting(int[] a, int max) {
        int[] cnt = new int[max + 1];
        for (int v : a) cnt[v]++;
        int[] out = new int[a.length];
        int k = 0;
        for (int v = 0; v <= max; v++) while (cnt[v]-- > 0) out[k++] = v;
        return out;
    }
    public static void main(String[] args) {
        Random r = new Random(42);
        int n = 10000;
        int[] data = new int[n];
        for (int i = 0; i < n; i++) data[i] = r.nextInt(100000);
        int[] expected = data.clone();
        Arrays.sort(expected);
        String[] names = { "quick", "merge", "heap", "shell" };
        for (String name : names) {
            int[] a = data.clone();
            comparisons = 0;
            if (name.equals("quick")) quick(a, 0, a.length - 1);
            else if (name.equals("merge")) merge(a, new int[n], 0, n);
            else if (name.equals("heap")) heap(a);
            else shell(a);
            System.out.println(name + ": sorted=" + Arrays.equals(a, expected) + " comparisons=" + comparisons);
        }
        int[] small = Arrays.copyOf(data, 2000);
        comparisons = 0;
        insertion(small);
        int[] smallExpected = Arrays.copyOf(data, 2000);
        Arrays.sort(smallExpected);
        System.out.println("insertion: sorted=" + Arrays.equals(small, smallExpected) + " comparisons=" + comparisons);
        System.out.println("counting: sorted=" + Arrays.equals(counting(data, 99999), expected));
        System.out.println("first: " + Arrays.toString(Arrays.copyOf(expected, 10)));
        System.out.println("last: " + Arrays.toString(Arrays.copyOfRange(expected, n - 10, n)));
        long h = 0;
        for (int v : expected) h = h * 1000003 + v;
        System.out.println("hash=" + h);
        String[] words = new String[500];
        for (int i = 0; i < words.length; i++) { char[] cs = new char[3 + r.nextInt(5)]; for (int j = 0; j < cs.length; j++) cs[j] = (char) ('a' + r.nextInt(26)); words[i] = new String(cs); }
        Arrays.sort(words);
        System.out.println(words[0] + " " + words[1] + " " + words[250] + " " + words[499]);
    }
}
