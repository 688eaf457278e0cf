// NO-RELEASE8
// (Reference.refersTo is Java 16, reachabilityFence Java 9.)
// java.lang.ref: weak and phantom references cleared by System.gc() and enqueued (ReferenceQueue.remove
// with a timeout), refersTo/clear/enqueue/isEnqueued, PhantomReference.get, reachabilityFence,
// WeakHashMap entries vanishing once their keys are unreachable. Referents are made in helper methods
// so that no frame slot keeps them; strongly held objects live in statics, and what is printed before a
// collection is held strongly (in `hold`) until then, so the output does not depend on when collections
// happen (the GC-stress variants collect at any allocation).
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.WeakHashMap;

public class RefWeak {
    static final class Payload {
        final int id;
        final int[] data;

        Payload(int id) {
            this.id = id;
            this.data = new int[64];
        }
    }

    static final class Key {
        final int k;

        Key(int k) {
            this.k = k;
        }

        @Override
        public int hashCode() {
            return k;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).k == k;
        }
    }

    static Payload kept = new Payload(-1);
    static final List<Key> keys = new ArrayList<Key>();
    /** Objects held only until the next step. */
    static final List<Object> hold = new ArrayList<Object>();

    static WeakReference<Payload> weakTo(int id, ReferenceQueue<Payload> q) {
        Payload p = new Payload(id);
        hold.add(p);
        return new WeakReference<Payload>(p, q);
    }

    static PhantomReference<Payload> phantomTo(int id, ReferenceQueue<Payload> q) {
        Payload p = new Payload(id);
        hold.add(p);
        return new PhantomReference<Payload>(p, q);
    }

    /** Collects until {@code n} references arrived on {@code q} (at most ~10 s); returns how many. */
    static int drain(ReferenceQueue<?> q, int n, List<Reference<?>> got) throws InterruptedException {
        for (int round = 0; round < 100 && got.size() < n; round++) {
            System.gc();
            Reference<?> r;
            while ((r = q.remove(100)) != null) {
                got.add(r);
                if (got.size() == n) {
                    break;
                }
            }
        }
        return got.size();
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Payload> q = new ReferenceQueue<Payload>();

        // A weakly reachable object is cleared and its reference enqueued; a strongly held one stays.
        WeakReference<Payload> dying = weakTo(1, q);
        WeakReference<Payload> living = new WeakReference<Payload>(kept, q);
        System.out.println("before gc: dying.get().id=" + dying.get().id + " dying.refersTo(null)=" + dying.refersTo(null)
            + " living.get().id=" + living.get().id);
        hold.clear();
        List<Reference<?>> got = new ArrayList<Reference<?>>();
        System.out.println("enqueued: " + drain(q, 1, got) + " first is dying: " + (got.get(0) == dying));
        System.out.println("after gc: dying.get()=" + dying.get() + " living.get().id=" + living.get().id
            + " living.refersTo(kept)=" + living.refersTo(kept));
        System.out.println("poll after remove: " + q.poll());

        // Many at once: every one of them is cleared and enqueued exactly once.
        List<WeakReference<Payload>> many = new ArrayList<WeakReference<Payload>>();
        for (int i = 0; i < 200; i++) {
            many.add(weakTo(100 + i, q));
        }
        hold.clear();
        got.clear();
        int n = drain(q, 200, got);
        int cleared = 0;
        for (WeakReference<Payload> w : many) {
            if (w.get() == null) {
                cleared++;
            }
        }
        IdentityHashMap<Reference<?>, Boolean> distinct = new IdentityHashMap<Reference<?>, Boolean>();
        for (Reference<?> r : got) {
            distinct.put(r, Boolean.TRUE);
        }
        System.out.println("many: enqueued " + n + ", cleared " + cleared + ", distinct " + distinct.size());

        // clear(): the referent goes, and the collector never enqueues a cleared reference.
        WeakReference<Payload> clearedByHand = weakTo(2, q);
        clearedByHand.clear();
        hold.clear();
        System.gc();
        System.out.println("cleared by hand: get=" + clearedByHand.get() + " queued=" + (q.remove(300) != null));

        // enqueue(): clears and queues once; a reference without a queue cannot be enqueued.
        WeakReference<Payload> manual = new WeakReference<Payload>(kept, q);
        System.out.println("enqueue: " + manual.enqueue() + " again: " + manual.enqueue() + " isEnqueued: " + manual.isEnqueued()
            + " get: " + manual.get());
        System.out.println("removed manual: " + (q.poll() == manual) + " isEnqueued now: " + manual.isEnqueued());
        WeakReference<Payload> noQueue = new WeakReference<Payload>(kept);
        System.out.println("no queue: enqueue=" + noQueue.enqueue() + " get=" + noQueue.get());
        WeakReference<Object> nullReferent = new WeakReference<Object>(null, null);
        System.out.println("null referent: get=" + nullReferent.get() + " refersTo(null)=" + nullReferent.refersTo(null));

        // Phantom references: get() is always null, refersTo sees the referent until it is cleared.
        ReferenceQueue<Payload> pq = new ReferenceQueue<Payload>();
        PhantomReference<Payload> keptPhantom = new PhantomReference<Payload>(kept, pq);
        PhantomReference<Payload> deadPhantom = phantomTo(3, pq);
        System.out.println("phantom get=" + keptPhantom.get() + " refersTo(kept)=" + keptPhantom.refersTo(kept)
            + " dead.refersTo(null)=" + deadPhantom.refersTo(null));
        hold.clear();
        got.clear();
        drain(pq, 1, got);
        System.out.println("phantom enqueued: " + (got.get(0) == deadPhantom) + " cleared: " + deadPhantom.refersTo(null)
            + " kept still refers: " + keptPhantom.refersTo(kept));

        // reachabilityFence keeps a local's object alive up to the fence.
        Payload local = new Payload(4);
        WeakReference<Payload> toLocal = new WeakReference<Payload>(local);
        System.gc();
        System.out.println("fenced local survives: " + (toLocal.get() == local));
        Reference.reachabilityFence(local);

        // Misuse.
        try {
            q.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("remove(-1): " + e.getMessage());
        }

        // WeakHashMap: entries whose keys are unreachable vanish; the others stay.
        WeakHashMap<Key, String> map = new WeakHashMap<Key, String>();
        for (int i = 0; i < 100; i++) {
            Key k = new Key(i);
            map.put(k, "v" + i);
            hold.add(k);
            if (i % 4 == 0) {
                keys.add(k);
            }
        }
        System.out.println("map size before: " + map.size() + " get(new Key(8))=" + map.get(new Key(8)));
        hold.clear();
        for (int round = 0; round < 100 && map.size() > keys.size(); round++) {
            System.gc();
            Thread.sleep(20);
        }
        TreeSet<Integer> left = new TreeSet<Integer>();
        for (Map.Entry<Key, String> e : map.entrySet()) {
            left.add(e.getKey().k);
        }
        System.out.println("map size after: " + map.size() + " keys " + left);
        System.out.println("get(new Key(8))=" + map.get(new Key(8)) + " get(new Key(9))=" + map.get(new Key(9)));
        Reference.reachabilityFence(keys);
        Reference.reachabilityFence(kept);
    }
}
