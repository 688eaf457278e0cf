package java.lang.ref;

/** Soft reference (holds its referent strongly in rjvm for now; see Reference). */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
