/** Runs about half a second of plain Java loops (for the system-thread sampler test). */
public class SpinProgram {
    static long work(long x) {
        for (int i = 0; i < 1000; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    public static void main(String[] args) {
        long end = System.currentTimeMillis() + 500;
        long x = 1;
        while (System.currentTimeMillis() < end) {
            x = work(x);
        }
        System.out.println("spin done " + (x != 0 || x == 0));
    }
}
