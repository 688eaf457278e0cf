// A small program for the heap-event tests: with -Xmx4m (and -Xmn1m for the
// generational collector) it triggers several allocation-failure collections
// and two System.gc() calls, while keeping a ring of survivors, a static
// list and one large (mature-allocated) array alive.
public class Events {
    static final class Item {
        Item next;
        Object payload;
        int id;
        Item(Item next, Object payload, int id) { this.next = next; this.payload = payload; this.id = id; }
    }

    static Item kept;

    public static void main(String[] args) {
        Object[] ring = new Object[256];
        long[] large = new long[4096];          // 32 KB: bypasses the TLAB
        for (int i = 0; i < 150000; i++) {
            Object payload = (i % 3 == 0) ? new int[i % 40] : (i % 3 == 1) ? (Object) ("s" + (i % 100)) : new Object();
            Item it = new Item(null, payload, i);
            ring[i & 255] = it;
            if (i % 1000 == 0) {
                kept = new Item(kept, payload, i);
            }
            large[i & 4095] += i;
            if (i == 75000) {
                System.gc();
            }
        }
        System.gc();
        int n = 0;
        for (Item k = kept; k != null; k = k.next) n++;
        long s = 0;
        for (long x : large) s += x;
        System.out.println("kept " + n + " ring " + ((Item) ring[255]).id + " large " + s);
    }
}
