package java.lang.ref;

/**
 * The reference type behind finalization: the collector does not clear it but keeps its
 * referent alive, marks it inactive ({@code next == this}) and hands it to the pending list.
 */
class FinalReference<T> extends Reference<T> {
    public FinalReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public T get() {
        return getFromInactiveFinalReference();
    }

    @Override
    public void clear() {
        clearInactiveFinalReference();
    }

    @Override
    public boolean enqueue() {
        throw new InternalError("should never reach here");
    }
}
