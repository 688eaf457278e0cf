// Threads: stopping workers with a volatile flag; a worker publishing results through a
// volatile field; join after the stop.
public class ThreadVolatileStop {
    static volatile boolean stop;
    static volatile boolean started;
    static volatile long published;
    static int[] data;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        final long[] loops = new long[3];
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                long n = 0;
                started = true;
                while (!stop) n++;
                loops[id] = n;
            });
            ts[i].start();
        }
        while (!started) Thread.yield();
        Thread.sleep(20);
        stop = true;
        for (Thread t : ts) t.join();
        System.out.println("all stopped: " + (!ts[0].isAlive() && !ts[1].isAlive() && !ts[2].isAlive()));
        System.out.println("some work done: " + (loops[0] + loops[1] + loops[2] > 0));

        // safe publication through a volatile flag
        Thread writer = new Thread(() -> {
            int[] d = new int[100];
            for (int i = 0; i < d.length; i++) d[i] = i * i;
            data = d;
            published = 4242;
            ready = true;
        });
        final long[] sum = new long[1];
        Thread reader = new Thread(() -> {
            while (!ready) Thread.yield();
            long s = 0;
            for (int v : data) s += v;
            sum[0] = s + published;
        });
        reader.start();
        writer.start();
        writer.join();
        reader.join();
        System.out.println("reader saw sum " + sum[0]);
    }
}
