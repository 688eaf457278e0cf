package java.lang.ref;

/** Weak reference (holds its referent strongly in rjvm for now; see Reference). */
public class WeakReference<T> extends Reference<T> {
    public WeakReference(T referent) {
        super(referent);
    }

    public WeakReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
