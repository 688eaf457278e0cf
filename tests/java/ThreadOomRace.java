// RJVM-OPTS: -Xmx8m
// ARGS: 8
// Many threads allocate only garbage: the live set is tiny, so an
// OutOfMemoryError would be spurious.
public class ThreadOomRace {
    public static void main(String[] args) throws InterruptedException {
        int n = Integer.parseInt(args[0]);
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                long s = 0;
                for (int j = 0; j < 300_000; j++) {
                    int[] a = new int[64 + (j & 255)];
                    s += a.length;
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("done");
    }
}
