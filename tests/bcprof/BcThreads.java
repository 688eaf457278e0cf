/**
 * Several threads running the same deterministic work (vm/tests/bcprof.rs):
 * the exact profiler keeps one tree per thread and merges them, so the
 * workers' contexts must add up to the same profile on every run. The main
 * thread initialises every class the workers use before starting them, so
 * no worker runs a class initialiser (which thread does that is a race).
 */
public class BcThreads {
    static final class Worker extends Thread {
        final int seed;
        long result;

        Worker(int seed) {
            this.seed = seed;
        }

        @Override
        public void run() {
            result = work(seed);
        }
    }

    static long work(int seed) {
        long h = seed;
        for (int i = 0; i < 20000; i++) {
            h = mix(h, i);
        }
        return h;
    }

    static long mix(long h, int i) {
        return h * 31 + (i ^ (h >>> 7));
    }

    public static void main(String[] args) throws InterruptedException {
        Worker[] ws = new Worker[3];
        long check = work(0);
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Worker(1);
        }
        for (Worker w : ws) {
            w.start();
        }
        long sum = 0;
        for (Worker w : ws) {
            w.join();
            sum += w.result;
        }
        System.out.println(sum == 3 * work(1) ? "ok " + check : "bad");
    }
}
