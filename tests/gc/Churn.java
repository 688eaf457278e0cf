// Churns through about 2 GB of short-lived garbage (arrays and small objects)
// while keeping a small, slowly changing live set (a ring of 1024 entries).
// Used by vm/tests/collectors.rs with -Xmx32m: it must finish without
// OutOfMemoryError and with bounded memory under every collector; with
// -verbose:gc, the System.gc() at the end must print a Full GC line.
public class Churn {
    static final class Pair {
        Object first;
        Object second;
        int tag;
        Pair(Object first, Object second, int tag) { this.first = first; this.second = second; this.tag = tag; }
    }

    public static void main(String[] args) {
        long target = args.length > 0 ? Long.parseLong(args[0]) << 20 : 2048L << 20;
        Object[] ring = new Object[1024];
        long allocated = 0;
        long checksum = 0;
        int i = 0;
        while (allocated < target) {
            // Short-lived: a small array, a larger array, two small objects.
            int[] small = new int[8 + (i & 15)];
            small[0] = i;
            byte[] big = new byte[1024 + (i & 1023)];
            big[big.length - 1] = (byte) i;
            Pair p = new Pair(small, big, i);
            Pair q = new Pair(p, null, -i);
            checksum += small[0] + big[big.length - 1] + ((Pair) q.first).tag;
            allocated += 24 + 4L * small.length + 24 + big.length + 2 * 32;
            // Every 64th iteration something survives for a while in the ring.
            if ((i & 63) == 0) {
                ring[(i >>> 6) & 1023] = q;
            }
            i++;
        }
        System.gc();
        long live = 0;
        for (Object o : ring) {
            if (o != null) live += ((Pair) ((Pair) o).first).tag;
        }
        System.out.println("iterations " + i);
        System.out.println("checksum " + checksum);
        System.out.println("ring " + live);
    }
}
