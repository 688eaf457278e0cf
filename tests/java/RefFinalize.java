// Finalization: finalize() runs once per object, on the "Finalizer" daemon thread, after the object
// became unreachable; an object may resurrect itself, and is only reclaimed (its phantom reference
// enqueued) after it became unreachable again; a weak reference is cleared before its referent is
// finalized; exceptions thrown by finalize() are ignored; clones of finalizable objects and
// subclasses are finalizable; System and Runtime.runFinalization. The output does not depend on when collections happen: the program
// waits for finalizers with latches and only prints counts once they have settled.
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

public class RefFinalize {
    static final AtomicInteger finalized = new AtomicInteger();
    static final TreeSet<String> names = new TreeSet<String>();
    static final List<Object> hold = new ArrayList<Object>();
    static volatile CountDownLatch latch;
    static volatile Res saved;
    static volatile String finalizerThread;

    static class Res implements Cloneable {
        final String name;
        final boolean resurrect;
        final int[] data = new int[32];

        Res(String name, boolean resurrect) {
            this.name = name;
            this.resurrect = resurrect;
            data[0] = name.length();
        }

        @Override
        protected void finalize() throws Throwable {
            synchronized (names) {
                names.add(name);
            }
            finalized.incrementAndGet();
            finalizerThread = Thread.currentThread().getName() + (Thread.currentThread().isDaemon() ? " (daemon)" : "");
            if (resurrect) {
                saved = this;
            }
            CountDownLatch l = latch;
            if (l != null) {
                l.countDown();
            }
            if (name.startsWith("throws")) {
                throw new IllegalStateException("ignored");
            }
        }

        @Override
        public Res clone() throws CloneNotSupportedException {
            return (Res) super.clone();
        }
    }

    /** Inherits Res's finalizer. */
    static class Sub extends Res {
        Sub(String name) {
            super(name, false);
        }
    }

    static void make(String name, boolean resurrect) {
        new Res(name, resurrect);
    }

    static PhantomReference<Res> phantomOfSaved(ReferenceQueue<Res> q) {
        PhantomReference<Res> p = new PhantomReference<Res>(saved, q);
        saved = null;
        return p;
    }

    static boolean awaitFinalized(int n) throws InterruptedException {
        for (int i = 0; i < 200 && latch.getCount() > 0; i++) {
            System.gc();
            if (latch.await(50, TimeUnit.MILLISECONDS)) {
                return true;
            }
        }
        return latch.getCount() == 0;
    }

    public static void main(String[] args) throws Exception {
        // Ten unreachable objects, one of which resurrects itself, one throws from finalize().
        latch = new CountDownLatch(10);
        for (int i = 0; i < 8; i++) {
            make("plain" + i, false);
        }
        make("phoenix", true);
        make("throws", false);
        System.out.println("all finalized: " + awaitFinalized(10) + " count " + finalized.get());
        synchronized (names) {
            System.out.println("names " + names);
        }
        System.out.println("on thread: " + finalizerThread);
        Res p = saved;
        System.out.println("resurrected " + p.name + " data intact " + (p.data[0] == 7));

        // The resurrected object dies again: no second finalize(), and now it is reclaimed.
        ReferenceQueue<Res> q = new ReferenceQueue<Res>();
        p = null;
        PhantomReference<Res> ph = phantomOfSaved(q);
        Reference<? extends Res> r = null;
        for (int i = 0; i < 200 && r == null; i++) {
            System.gc();
            r = q.remove(50);
        }
        System.out.println("reclaimed after second death: " + (r == ph) + " count " + finalized.get());

        // A weak reference is cleared before finalization, even if the object comes back.
        latch = new CountDownLatch(1);
        Res w = new Res("weakly", true);
        WeakReference<Res> weak = new WeakReference<Res>(w);
        w = null;
        awaitFinalized(1);
        System.out.println("weak cleared: " + (weak.get() == null) + ", yet resurrected: " + saved.name);
        saved = null;

        // Clones of finalizable objects are finalized too, and subclasses inherit finalizers.
        latch = new CountDownLatch(3);
        Res original = new Res("original", false);
        hold.add(original.clone());
        hold.add(new Sub("sub"));
        original = null;
        hold.clear();
        awaitFinalized(3);
        // Nothing is left to finalize, however often we ask.
        for (int i = 0; i < 3; i++) {
            System.gc();
            System.runFinalization();
        }
        Runtime.getRuntime().runFinalization();
        synchronized (names) {
            System.out.println("names " + names);
        }
        System.out.println("count " + finalized.get());
    }
}
