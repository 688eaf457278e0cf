package java.lang.ref;

/**
 * Base class of reference objects. rjvm's references currently hold their referent
 * strongly: get() returns it until clear() is called, and references are never enqueued
 * by the collector.
 */
public abstract class Reference<T> {
    private T referent;

    final ReferenceQueue<? super T> queue;

    Reference<?> queueNext;

    private boolean enqueued;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    public T get() {
        return referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        referent = null;
    }

    @Deprecated
    public boolean isEnqueued() {
        return enqueued;
    }

    public boolean enqueue() {
        referent = null;
        if (enqueued || queue == null) {
            return false;
        }
        enqueued = true;
        return queue.enqueue(this);
    }

    public static void reachabilityFence(Object ref) {
    }
}
