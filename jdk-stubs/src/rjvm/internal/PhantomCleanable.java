package rjvm.internal;

import java.lang.ref.Cleaner;
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.util.Objects;

/**
 * A phantom reference with a cleaning action, kept reachable by its cleaner's list until it is
 * cleaned, explicitly or by the cleaner's thread.
 */
public abstract class PhantomCleanable<T> extends PhantomReference<T> implements Cleaner.Cleanable {
    PhantomCleanable<?> prev = this;
    PhantomCleanable<?> next = this;

    private final PhantomCleanable<?> list;

    public PhantomCleanable(T referent, Cleaner cleaner) {
        super(Objects.requireNonNull(referent), CleanerImpl.getCleanerImpl(cleaner).queue);
        this.list = CleanerImpl.getCleanerImpl(cleaner).phantomCleanableList;
        insert();
        Reference.reachabilityFence(referent);
        Reference.reachabilityFence(cleaner);
    }

    /** The head of a list. */
    PhantomCleanable() {
        super(null, null);
        this.list = this;
    }

    private void insert() {
        synchronized (list) {
            prev = list;
            next = list.next;
            next.prev = this;
            list.next = this;
        }
    }

    private boolean remove() {
        synchronized (list) {
            if (next != this) {
                next.prev = prev;
                prev.next = next;
                prev = this;
                next = this;
                return true;
            }
            return false;
        }
    }

    boolean isListEmpty() {
        synchronized (list) {
            return list == list.next;
        }
    }

    /** Unregisters and runs the action, the first time only. */
    public final void clean() {
        if (remove()) {
            super.clear();
            performCleanup();
        }
    }

    /** Unregisters without running the action. */
    @Override
    public void clear() {
        if (remove()) {
            super.clear();
        }
    }

    protected abstract void performCleanup();

    @Override
    @Deprecated
    public final boolean isEnqueued() {
        throw new UnsupportedOperationException("isEnqueued");
    }

    @Override
    public final boolean enqueue() {
        throw new UnsupportedOperationException("enqueue");
    }
}
