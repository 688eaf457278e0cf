package java.lang.ref;

/**
 * A reference cleared at the collector's discretion, in response to memory demand; all of them
 * are cleared before an OutOfMemoryError. rjvm's policy (HotSpot's LRU policy) keeps a softly
 * reachable referent while it was used recently enough: see vm/src/heap/refproc.rs.
 */
public class SoftReference<T> extends Reference<T> {
    /** The soft reference clock: set by the VM at start-up and after every collection (ms). */
    private static long clock;

    /** The clock when the reference was created or its referent last returned by get(). */
    private long timestamp;

    public SoftReference(T referent) {
        super(referent);
        this.timestamp = clock;
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
        this.timestamp = clock;
    }

    @Override
    public T get() {
        T o = super.get();
        if (o != null && this.timestamp != clock) {
            this.timestamp = clock;
        }
        return o;
    }
}
