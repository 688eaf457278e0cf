/** One small array allocated (in a callee) per iteration: the cost of allocation tracking per object (benches/profiler-overhead.sh). */
public class AllocLoop {
    static Object keep;
    static Object make(int i) { return new int[i & 7]; }
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        for (int i = 0; i < n; i++) keep = make(i);
        System.out.println(keep != null);
    }
}
