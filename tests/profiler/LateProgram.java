/** Run by vm/tests/profiler.rs: allocates for about 0.4 s on two threads started at once, so an agent enabling events after start-up meets unknown threads and classes. */
public class LateProgram {
    static long work(long deadline) {
        long n = 0;
        java.util.ArrayList<Object> keep = new java.util.ArrayList<>();
        while (System.currentTimeMillis() < deadline) {
            for (int i = 0; i < 100; i++) {
                StringBuilder sb = new StringBuilder();
                sb.append(i).append('x');
                keep.add(sb.toString());
                if (keep.size() > 500) {
                    keep.clear();
                }
                n += new int[i % 7 + 1].length;
            }
        }
        return n;
    }

    public static void main(String[] args) throws Exception {
        final long deadline = System.currentTimeMillis() + 400;
        final long[] r = new long[1];
        Thread t = new Thread(() -> r[0] = work(deadline), "helper");
        t.start();
        long n = work(deadline);
        t.join();
        System.out.println("done " + (n > 0 && r[0] > 0));
    }
}
