package java.lang.ref;

import rjvm.internal.Cleaner;
import rjvm.internal.JavaLangRefAccess;
import rjvm.internal.SharedSecrets;

/**
 * Base class of reference objects, with the JDK 17 layout and VM contract (see
 * jdk-stubs/VM-CONTRACT.md and vm/src/heap/refproc.rs).
 *
 * The collector treats {@code referent} and {@code discovered} specially. A reference is
 * <em>active</em> while the collector may still notice that its referent has become reachable
 * only through weaker references; it then clears the referent (a final reference keeps it) and
 * links the reference, through {@code discovered}, onto the VM's pending list. The "Reference
 * Handler" thread started below takes that list and enqueues each reference on its queue.
 *
 * Queue states: {@code queue} is the queue the reference was registered with
 * ({@link ReferenceQueue#NULL} if none); {@link ReferenceQueue#ENQUEUED} while it sits in the
 * queue, where {@code next} links the queue (the last one points to itself); back to
 * {@code NULL} once removed, with {@code next == this}. A final reference is marked inactive by
 * the collector with {@code next == this}.
 */
public abstract class Reference<T> {
    private T referent;

    volatile ReferenceQueue<? super T> queue;

    @SuppressWarnings("rawtypes")
    volatile Reference next;

    /** Used by the VM: the discovered list during a collection, then the pending list. */
    private transient Reference<?> discovered;

    /** The thread that moves pending references to their queues (and runs internal cleaners). */
    private static class ReferenceHandler extends Thread {
        static {
            // Load and initialise Cleaner now rather than in the loop, when memory may be short.
            try {
                Class.forName(Cleaner.class.getName());
            } catch (ClassNotFoundException e) {
                throw new NoClassDefFoundError(e.getMessage());
            }
        }

        ReferenceHandler(ThreadGroup g, String name) {
            super(g, null, name, 0, false);
        }

        @Override
        public void run() {
            while (true) {
                processPendingReferences();
            }
        }
    }

    /** Takes the VM's pending list (linked through {@code discovered}), leaving it empty. */
    private static native Reference<?> getAndClearReferencePendingList();

    private static native boolean hasReferencePendingList();

    /** Blocks until the VM's pending list is not empty. */
    private static native void waitForReferencePendingList();

    private static final Object processPendingLock = new Object();
    private static boolean processPendingActive = false;

    private void enqueueFromPending() {
        ReferenceQueue<? super T> q = queue;
        if (q != ReferenceQueue.NULL) {
            q.enqueue(this);
        }
    }

    private static void processPendingReferences() {
        // Only the Reference Handler waits for and takes the list, so waitForReferenceProcessing
        // can tell "pending or being processed" from "done".
        waitForReferencePendingList();
        Reference<?> list;
        synchronized (processPendingLock) {
            list = getAndClearReferencePendingList();
            processPendingActive = true;
        }
        while (list != null) {
            Reference<?> r = list;
            list = r.discovered;
            r.discovered = null;
            if (r instanceof Cleaner) {
                ((Cleaner) r).clean();
                synchronized (processPendingLock) {
                    processPendingLock.notifyAll();
                }
            } else {
                r.enqueueFromPending();
            }
        }
        synchronized (processPendingLock) {
            processPendingActive = false;
            processPendingLock.notifyAll();
        }
    }

    /**
     * Waits for progress of the Reference Handler if references are pending or being processed:
     * returns true after a wait, false at once if there was nothing to wait for.
     */
    private static boolean waitForReferenceProcessing() throws InterruptedException {
        synchronized (processPendingLock) {
            if (processPendingActive || hasReferencePendingList()) {
                processPendingLock.wait();
                return true;
            }
            return false;
        }
    }

    static {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread handler = new ReferenceHandler(root, "Reference Handler");
        handler.setPriority(Thread.MAX_PRIORITY);
        handler.setDaemon(true);
        handler.start();

        SharedSecrets.setJavaLangRefAccess(new JavaLangRefAccess() {
            public boolean waitForReferenceProcessing() throws InterruptedException {
                return Reference.waitForReferenceProcessing();
            }

            public void runFinalization() {
                Finalizer.runFinalization();
            }
        });
    }

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = (queue == null) ? ReferenceQueue.NULL : queue;
    }

    /** The referent, or null once the program or the collector cleared it. */
    public T get() {
        return this.referent;
    }

    /** Whether the referent is {@code obj}, without making it strongly reachable. */
    public final boolean refersTo(T obj) {
        return refersToImpl(obj);
    }

    boolean refersToImpl(T obj) {
        return refersTo0(obj);
    }

    private native boolean refersTo0(Object o);

    /** Clears the referent; the reference will not be enqueued by the collector. */
    public void clear() {
        clear0();
    }

    private native void clear0();

    /** For FinalReference, whose referent stays set after the collector notified it. */
    T getFromInactiveFinalReference() {
        return this.referent;
    }

    void clearInactiveFinalReference() {
        this.referent = null;
    }

    @Deprecated
    public boolean isEnqueued() {
        return this.queue == ReferenceQueue.ENQUEUED;
    }

    /** Clears the referent and adds the reference to its queue, if it has one and never was. */
    public boolean enqueue() {
        clear0(); // clear0, not clear(): a subclass's clear() must not run here
        return this.queue.enqueue(this);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /**
     * Keeps {@code ref} strongly reachable until this call, whatever the optimiser does with the
     * code before it. rjvm's precise roots follow the bytecode's locals, so passing the object
     * here (as a live argument) is all it takes.
     */
    public static void reachabilityFence(Object ref) {
    }
}
