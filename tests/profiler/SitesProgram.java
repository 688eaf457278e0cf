/**
 * Run by vm/tests/profiler.rs under spec_hprof.c: application objects kept
 * and thrown away (instances, arrays of them, int arrays), two threads
 * contending for one lock and waiting on it (one of them surely blocked
 * while the other holds it), and the main thread spending most of its time
 * in {@link #hot}.
 */
public class SitesProgram {
    static final class Item {
        final int key;
        final int[] payload;
        Item next;

        Item(int key, Item next) {
            this.key = key;
            this.payload = new int[key % 16];
            this.next = next;
        }
    }

    static final class Shared {
        int counter;
    }

    static Item[] table = new Item[64];
    static final Shared shared = new Shared();
    static volatile boolean entering;

    static void fill() {
        for (int i = 0; i < 3000; i++) {
            Item it = new Item(i, null);
            if (i % 10 == 0) {
                table[i % table.length] = new Item(i, table[i % table.length]);
            }
            if (it.key < 0) {
                System.out.println("impossible");
            }
        }
    }

    static long hot(long x) {
        for (int i = 0; i < 2000; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    static void contend(int rounds) {
        for (int i = 0; i < rounds; i++) {
            synchronized (shared) {
                shared.counter++;
                hot(i);
                if (i % 50 == 0) {
                    try {
                        shared.wait(1);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    /** Holds the lock until another thread is about to enter it, and a while longer. */
    static void block() throws InterruptedException {
        Thread blocked = new Thread(() -> {
            entering = true;
            synchronized (shared) {
                shared.counter++;
            }
        }, "blocked");
        synchronized (shared) {
            blocked.start();
            while (!entering) {
                Thread.sleep(1);
            }
            Thread.sleep(100);
        }
        blocked.join();
    }

    public static void main(String[] args) throws Exception {
        fill();
        Thread other = new Thread(() -> contend(400), "contender");
        other.start();
        contend(400);
        other.join();
        block();
        long end = System.currentTimeMillis() + 400;
        long x = 1;
        while (System.currentTimeMillis() < end) {
            x = hot(x);
        }
        int kept = 0;
        for (Item head : table) {
            for (Item it = head; it != null; it = it.next) {
                kept++;
            }
        }
        System.out.println("kept=" + kept + " counter=" + shared.counter + " ok=" + (x != 0 || x == 0));
    }
}
