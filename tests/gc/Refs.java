import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// References and finalizers for the heap-event tests (vm/tests/collectors.rs). Phase 1 leaves 100
// Weakly objects reachable only through weak references, 10 Phantomly objects only through phantom
// references, 20 Finalizable objects unreachable (one will resurrect itself) and one Softly object
// behind a soft reference, then allocates Marker 1 and calls System.gc(): in the events, that
// collection must free every Weakly and Phantomly object and none of the Finalizable ones. Once
// the finalizers ran and the 19 objects that stayed dead were reclaimed (their phantom references
// enqueued), the program allocates Marker 2: by then exactly one Finalizable object is live. The 5
// Quiet objects override a finalizer with an empty one: no Finalizer may be allocated for them.
public class Refs {
    static final class Weakly {
        final int[] pad = new int[6];
    }

    static final class Phantomly {
        final long id;

        Phantomly(long id) {
            this.id = id;
        }
    }

    static final class Softly {
        final byte[] data = new byte[100];
    }

    static final class Marker {
        final int phase;

        Marker(int phase) {
            this.phase = phase;
        }
    }

    static class Noisy {
        @Override
        protected void finalize() {
            System.out.println("never called: Quiet turns it off");
        }
    }

    static final class Quiet extends Noisy {
        @Override
        protected void finalize() {
        }
    }

    static final class Finalizable {
        final int id;

        Finalizable(int id) {
            this.id = id;
        }

        @Override
        protected void finalize() {
            if (id == 0) {
                saved = this;
            }
            finalized.countDown();
        }
    }

    static final CountDownLatch finalized = new CountDownLatch(20);
    static volatile Finalizable saved;
    static Marker marker;
    static final List<WeakReference<Weakly>> weak = new ArrayList<>();
    static final List<PhantomReference<Object>> phantoms = new ArrayList<>();
    static final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    static SoftReference<Softly> soft;

    static void phase1() {
        for (int i = 0; i < 100; i++) {
            weak.add(new WeakReference<>(new Weakly()));
        }
        for (int i = 0; i < 10; i++) {
            phantoms.add(new PhantomReference<>(new Phantomly(i), queue));
        }
        for (int i = 0; i < 20; i++) {
            Finalizable f = new Finalizable(i);
            if (i != 0) {
                phantoms.add(new PhantomReference<>(f, queue));
            }
        }
        soft = new SoftReference<>(new Softly());
        for (int i = 0; i < 5; i++) {
            new Quiet();
        }
    }

    public static void main(String[] args) throws Exception {
        phase1();
        marker = new Marker(1);
        System.gc();
        int cleared = 0;
        for (WeakReference<Weakly> w : weak) {
            cleared += w.get() == null ? 1 : 0;
        }
        System.out.println("weak references cleared: " + cleared + ", soft kept: " + (soft.get() != null));
        System.out.println("finalized: " + finalized.await(30, TimeUnit.SECONDS));
        // 10 phantoms of Phantomly objects, 19 of finalized objects that stayed dead.
        int enqueued = 0;
        for (int i = 0; i < 300 && enqueued < 29; i++) {
            System.gc();
            while (queue.remove(20) != null) {
                enqueued++;
            }
        }
        System.out.println("phantom references enqueued: " + enqueued + ", resurrected: " + saved.id);
        marker = new Marker(2);
    }
}
