/** One call of a small static method per iteration: the cost of a method event pair per call (benches/profiler-overhead.sh). */
public class CallLoop {
    static int f(int x) { return x + 1; }
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        int s = 0;
        for (int i = 0; i < n; i++) s = f(s);
        System.out.println(s);
    }
}
