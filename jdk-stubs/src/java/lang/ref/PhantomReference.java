package java.lang.ref;

/** Phantom reference (holds its referent strongly in rjvm for now; see Reference). */
public class PhantomReference<T> extends Reference<T> {
    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return null;
    }
}
