package java.lang.ref;

import rjvm.internal.JavaLangAccess;
import rjvm.internal.SharedSecrets;

/**
 * Finalization. The VM calls {@link #register(Object)} for every new object of a class with a
 * non-trivial {@code finalize()}. Once the collector finds the object unreachable, it keeps it
 * alive and hands its Finalizer to the pending list; the Reference Handler puts it on
 * {@link #queue}, and the "Finalizer" thread runs {@code finalize()} once and clears the
 * reference. The object may resurrect itself; it is freed when a later collection finds it
 * unreachable again.
 */
final class Finalizer extends FinalReference<Object> {
    private static ReferenceQueue<Object> queue = new ReferenceQueue<Object>();

    /** Finalizers not yet run, doubly linked: they keep the Finalizer objects reachable. */
    private static Finalizer unfinalized = null;

    private static final Object lock = new Object();

    private Finalizer next, prev;

    private Finalizer(Object finalizee) {
        super(finalizee, queue);
        synchronized (lock) {
            if (unfinalized != null) {
                this.next = unfinalized;
                unfinalized.prev = this;
            }
            unfinalized = this;
        }
    }

    static ReferenceQueue<Object> getQueue() {
        return queue;
    }

    /** Called by the VM when a finalizable object has been allocated. */
    static void register(Object finalizee) {
        new Finalizer(finalizee);
    }

    private void runFinalizer(JavaLangAccess jla) {
        synchronized (lock) {
            if (this.next == this) {
                return; // already finalized
            }
            if (unfinalized == this) {
                unfinalized = this.next;
            } else {
                this.prev.next = this.next;
            }
            if (this.next != null) {
                this.next.prev = this.prev;
            }
            this.prev = null;
            this.next = this;
        }
        try {
            Object finalizee = this.get();
            if (!(finalizee instanceof java.lang.Enum)) {
                jla.invokeFinalize(finalizee);
                finalizee = null;
            }
        } catch (Throwable x) {
            // Exceptions thrown by finalize() are ignored.
        }
        super.clear();
    }

    /** Runs {@code proc} in a new thread of the root thread group and waits for it. */
    private static void forkSecondaryFinalizer(final Runnable proc) {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread sft = new Thread(root, proc, "Secondary finalizer", 0, false);
        sft.start();
        try {
            sft.join();
        } catch (InterruptedException x) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runtime.runFinalization: finalize everything already queued, in a secondary thread. */
    static void runFinalization() {
        forkSecondaryFinalizer(new Runnable() {
            private volatile boolean running;

            public void run() {
                if (running) {
                    return;
                }
                JavaLangAccess jla = SharedSecrets.getJavaLangAccess();
                running = true;
                for (Finalizer f; (f = (Finalizer) queue.poll()) != null;) {
                    f.runFinalizer(jla);
                }
            }
        });
    }

    private static class FinalizerThread extends Thread {
        private volatile boolean running;

        FinalizerThread(ThreadGroup g) {
            super(g, null, "Finalizer", 0, false);
        }

        @Override
        public void run() {
            if (running) {
                return;
            }
            JavaLangAccess jla = SharedSecrets.getJavaLangAccess();
            running = true;
            for (;;) {
                try {
                    Finalizer f = (Finalizer) queue.remove();
                    f.runFinalizer(jla);
                } catch (InterruptedException x) {
                    // ignore and continue
                }
            }
        }
    }

    static {
        ThreadGroup root = Thread.currentThread().getThreadGroup();
        while (root.getParent() != null) {
            root = root.getParent();
        }
        Thread finalizer = new FinalizerThread(root);
        finalizer.setPriority(Thread.MAX_PRIORITY - 2);
        finalizer.setDaemon(true);
        finalizer.start();
    }
}
