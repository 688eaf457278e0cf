package java.lang.ref;

/** Final references, the kind HotSpot uses to implement finalization (as in JDK 17). The VM
 * loads it at start-up with the other reference classes, so heap dumps always describe them. */
class FinalReference<T> extends Reference<T> {
    public FinalReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    @Override
    public boolean enqueue() {
        throw new InternalError("should never reach here");
    }
}
