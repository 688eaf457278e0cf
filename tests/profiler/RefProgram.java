import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.WeakHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** Run under -Xrunheap_check by vm/tests/profiler.rs: weak, soft and phantom references, a weak
 * cache and finalizers, so that the heap events a JVMPI agent sees include objects freed because
 * their references were cleared and objects kept alive for their finalizers. */
public class RefProgram {
    static final CountDownLatch finalized = new CountDownLatch(20);

    static final class Res {
        final int[] data = new int[8];

        @Override
        protected void finalize() {
            finalized.countDown();
        }
    }

    public static void main(String[] args) throws Exception {
        List<WeakReference<int[]>> weak = new ArrayList<>();
        List<SoftReference<int[]>> soft = new ArrayList<>();
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        List<PhantomReference<Object>> phantoms = new ArrayList<>();
        WeakHashMap<Object, int[]> cache = new WeakHashMap<>();
        for (int i = 0; i < 100; i++) {
            weak.add(new WeakReference<>(new int[i % 10 + 1]));
            soft.add(new SoftReference<>(new int[4]));
            phantoms.add(new PhantomReference<>(new Object(), q));
            cache.put(new Object(), new int[16]);
            if (i % 5 == 0) {
                new Res();
            }
        }
        int enqueued = 0;
        for (int round = 0; round < 300 && (enqueued < 100 || !cache.isEmpty() || finalized.getCount() > 0); round++) {
            System.gc();
            while (q.remove(10) != null) {
                enqueued++;
            }
            finalized.await(10, TimeUnit.MILLISECONDS);
        }
        int cleared = 0;
        for (WeakReference<int[]> w : weak) {
            cleared += w.get() == null ? 1 : 0;
        }
        System.out.println("weak cleared=" + cleared + " phantoms=" + enqueued + " cache=" + cache.size()
            + " finalized=" + (finalized.getCount() == 0) + " soft=" + soft.size());
    }
}
