// RJVM-OPTS: -Xmx64m
// Soft references: they survive a collection while the heap has room; a cache of soft references to
// 1 MB arrays holds far more than the heap over its life without an OutOfMemoryError, the cleared
// ones being enqueued; and when the heap does run out, every softly reachable referent has been
// cleared before the OutOfMemoryError is thrown.
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.List;

public class RefSoft {
    static SoftReference<byte[]> softTo(int size, ReferenceQueue<byte[]> q) {
        return new SoftReference<byte[]>(new byte[size], q);
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<byte[]> q = new ReferenceQueue<byte[]>();
        SoftReference<byte[]> small = softTo(1000, q);
        System.gc();
        System.out.println("survives a collection: " + (small.get() != null) + ", queued: " + (q.poll() != null));

        // A soft cache: 512 MB through a 64 MB heap.
        ReferenceQueue<byte[]> cq = new ReferenceQueue<byte[]>();
        List<SoftReference<byte[]>> cache = new ArrayList<SoftReference<byte[]>>();
        for (int i = 0; i < 512; i++) {
            cache.add(softTo(1 << 20, cq));
        }
        int live = 0;
        for (SoftReference<byte[]> s : cache) {
            if (s.get() != null) {
                live++;
            }
        }
        System.out.println("cache: no OutOfMemoryError, some cleared: " + (live < 512) + ", fits the heap: " + (live <= 64));
        int cleared = 512 - live;
        int queued = 0;
        for (int misses = 0; misses < 500 && queued < cleared;) {
            if (cq.remove(10) != null) {
                queued++;
            } else {
                misses++;
            }
        }
        System.out.println("every cleared one enqueued: " + (queued == cleared));

        // Fill the heap with strongly held arrays: by the time that fails, no soft referent is left.
        List<byte[]> strong = new ArrayList<byte[]>();
        boolean oom = false;
        try {
            while (true) {
                strong.add(new byte[1 << 20]);
            }
        } catch (OutOfMemoryError e) {
            oom = true;
        }
        int n = strong.size();
        strong = null;
        int left = small.get() != null ? 1 : 0;
        for (SoftReference<byte[]> s : cache) {
            if (s.get() != null) {
                left++;
            }
        }
        System.out.println("OutOfMemoryError: " + oom + ", soft referents left: " + left + ", filled with arrays: " + (n > 8));
    }
}
