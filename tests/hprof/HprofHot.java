/** CPU-bound: almost all the time is in HprofHot.spin, called CALLS times
 * from main; cold() runs once and briefly. Run by vm/tests/hprof.rs with
 * cpu=samples|times|old. */
public class HprofHot {
    static final int CALLS = 300;

    static long spin(long seed, int n) {
        long x = seed;
        for (int i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            x ^= (x >>> 29);
        }
        return x;
    }

    static long cold(long x) {
        return x * 31 + 7;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        long acc = cold(1);
        for (int i = 0; i < CALLS; i++) {
            acc += spin(acc + i, n);
        }
        System.out.println("acc=" + acc);
    }
}
