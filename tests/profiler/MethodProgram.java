/** Run under -Xrunmethod_events by vm/tests/profiler.rs: known call counts, exceptions, natives, contention. */
public class MethodProgram {
    static int depth;

    static int leaf(int i) {
        return i * 2;
    }

    static int thrower(int i) {
        if (i % 3 == 0) {
            throw new IllegalStateException("x" + i);
        }
        return leaf(i);
    }

    int virt(int i) {
        return leaf(i) + 1;
    }

    static synchronized void syncStatic() {
        depth++;
    }

    public static void main(String[] args) throws Exception {
        long sum = 0;
        MethodProgram p = new MethodProgram();
        for (int i = 0; i < 1000; i++) {
            sum += leaf(i);
            sum += p.virt(i);
            try {
                sum += thrower(i);
            } catch (IllegalStateException e) {
                sum -= 1;
            }
            syncStatic();
            sum += System.identityHashCode(p) == 0 ? 1 : 0;
        }
        // Contention: two threads fight for one lock, with wait/notify.
        final Object lock = new Object();
        final int[] counter = new int[1];
        Runnable r = () -> {
            for (int i = 0; i < 200; i++) {
                synchronized (lock) {
                    counter[0]++;
                    try {
                        Thread.sleep(0, 1);
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                    lock.notifyAll();
                    if (i % 50 == 0) {
                        try {
                            lock.wait(1);
                        } catch (InterruptedException e) {
                            throw new RuntimeException(e);
                        }
                    }
                }
            }
        };
        Thread a = new Thread(r, "a");
        Thread b = new Thread(r, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        Thread.sleep(5);
        System.out.println("sum=" + sum + " depth=" + depth + " counter=" + counter[0]);
    }
}
