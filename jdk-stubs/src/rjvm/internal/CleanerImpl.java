package rjvm.internal;

import java.lang.ref.Cleaner;
import java.lang.ref.Cleaner.Cleanable;
import java.lang.ref.ReferenceQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The implementation of java.lang.ref.Cleaner: a queue for the phantom references of the
 * registered objects, the list that keeps those references reachable, and the thread that runs
 * the actions. The thread ends once the list is empty, which happens after the Cleaner itself
 * became phantom reachable and its own cleanable ran.
 */
public final class CleanerImpl implements Runnable {
    private static Function<Cleaner, CleanerImpl> cleanerImplAccess = null;

    /** Head of the doubly linked list of registered cleanables. */
    final PhantomCleanable<?> phantomCleanableList;

    final ReferenceQueue<Object> queue;

    /** Called once by java.lang.ref.Cleaner to give access to its implementation. */
    public static void setCleanerImplAccess(Function<Cleaner, CleanerImpl> access) {
        if (cleanerImplAccess != null) {
            throw new InternalError("cleanerImplAccess");
        }
        cleanerImplAccess = access;
    }

    static CleanerImpl getCleanerImpl(Cleaner cleaner) {
        return cleanerImplAccess.apply(cleaner);
    }

    public CleanerImpl() {
        queue = new ReferenceQueue<Object>();
        phantomCleanableList = new PhantomCleanableRef();
    }

    /** Registers the cleaner itself and starts its thread. */
    public void start(Cleaner cleaner, ThreadFactory threadFactory) {
        if (getCleanerImpl(cleaner) != this) {
            throw new AssertionError("wrong cleaner");
        }
        // The thread stops once the cleaner is unreachable and every action ran.
        new CleanerCleanable(cleaner);
        if (threadFactory == null) {
            threadFactory = DaemonThreadFactory.FACTORY;
        }
        Thread thread = threadFactory.newThread(this);
        thread.setDaemon(true);
        thread.start();
    }

    public void run() {
        while (!phantomCleanableList.isListEmpty()) {
            try {
                // Wake up now and then, so that the list is checked even without references.
                Cleanable ref = (Cleanable) queue.remove(60 * 1000L);
                if (ref != null) {
                    ref.clean();
                }
            } catch (Throwable e) {
                // Exceptions of cleaning actions are ignored.
            }
        }
    }

    /** The cleanable of Cleaner.register: runs a Runnable. */
    public static final class PhantomCleanableRef extends PhantomCleanable<Object> {
        private final Runnable action;

        public PhantomCleanableRef(Object obj, Cleaner cleaner, Runnable action) {
            super(obj, cleaner);
            this.action = action;
        }

        /** The list head. */
        PhantomCleanableRef() {
            super();
            this.action = null;
        }

        @Override
        protected void performCleanup() {
            action.run();
        }

        @Override
        public Object get() {
            throw new UnsupportedOperationException("get");
        }

        @Override
        public void clear() {
            throw new UnsupportedOperationException("clear");
        }
    }

    /** Cleaner threads: daemons named "Cleaner-N" in the root thread group. */
    static final class DaemonThreadFactory implements ThreadFactory {
        static final ThreadFactory FACTORY = new DaemonThreadFactory();

        private final AtomicInteger number = new AtomicInteger();

        public Thread newThread(Runnable r) {
            ThreadGroup root = Thread.currentThread().getThreadGroup();
            while (root.getParent() != null) {
                root = root.getParent();
            }
            Thread t = new Thread(root, r, "Cleaner-" + number.getAndIncrement(), 0, false);
            t.setPriority(Thread.MAX_PRIORITY - 2);
            return t;
        }
    }

    /** Keeps the cleaner's thread running while the Cleaner object is reachable. */
    static final class CleanerCleanable extends PhantomCleanable<Cleaner> {
        CleanerCleanable(Cleaner cleaner) {
            super(cleaner, cleaner);
        }

        @Override
        protected void performCleanup() {
        }
    }
}
