package java.lang.ref;

/**
 * A reference enqueued once its referent is phantom reachable: not reachable otherwise and
 * already finalized if it had a finalizer. {@link #get()} always returns null; the collector
 * clears the referent when it enqueues the reference.
 */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return null;
    }

    @Override
    boolean refersToImpl(T obj) {
        return refersTo0(obj);
    }

    private native boolean refersTo0(Object o);
}
