/** Run under -Xruncount_events by vm/tests/profiler.rs: starts a thread and collects. */
public class ProfiledProgram {
    public static void main(String[] args) throws Exception {
        final int[] sum = new int[1];
        Thread t = new Thread(() -> {
            for (int i = 1; i <= 100; i++) {
                sum[0] += i;
            }
        }, "worker");
        t.start();
        t.join();
        System.out.println("sum=" + sum[0]);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            sb.append(i % 10);
        }
        System.gc();
        System.out.println("len=" + sb.length());
        if (args.length > 0 && args[0].equals("exit")) {
            System.exit(3);
        }
    }
}
