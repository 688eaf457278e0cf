package java.lang.ref;

/**
 * A queue to which the Reference Handler thread appends registered references once the
 * collector has cleared them (or, for final references, found their objects unreachable).
 * The queue is a LIFO list linked through {@code Reference.next}, whose last element points to
 * itself; see {@link Reference} for the states.
 */
public class ReferenceQueue<T> {
    public ReferenceQueue() {
    }

    /** The marker queue of references registered with no queue, or already removed. */
    private static class Null extends ReferenceQueue<Object> {
        @Override
        boolean enqueue(Reference<?> r) {
            return false;
        }
    }

    static final ReferenceQueue<Object> NULL = new Null();

    /** The marker queue of references currently in some queue. */
    static final ReferenceQueue<Object> ENQUEUED = new Null();

    private static class Lock {
    }

    private final Lock lock = new Lock();

    private volatile Reference<? extends T> head;

    private long queueLength = 0;

    /** Appends {@code r}, unless it was never registered or is (or was) already enqueued. */
    @SuppressWarnings("unchecked")
    boolean enqueue(Reference<?> r) {
        synchronized (lock) {
            ReferenceQueue<?> q = r.queue;
            if (q == NULL || q == ENQUEUED) {
                return false;
            }
            r.next = (head == null) ? r : head;
            head = (Reference<? extends T>) r;
            queueLength++;
            r.queue = ENQUEUED;
            lock.notifyAll();
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    private Reference<? extends T> reallyPoll() {
        Reference<? extends T> r = head;
        if (r == null) {
            return null;
        }
        r.queue = NULL;
        Reference<? extends T> rn = r.next;
        head = (rn == r) ? null : rn;
        r.next = r;
        queueLength--;
        return r;
    }

    /** Removes and returns the next reference, or null if the queue is empty. */
    public Reference<? extends T> poll() {
        if (head == null) {
            return null;
        }
        synchronized (lock) {
            return reallyPoll();
        }
    }

    /**
     * Removes the next reference, waiting up to {@code timeout} milliseconds (0: for ever) for
     * one; null when the time is up.
     */
    public Reference<? extends T> remove(long timeout) throws IllegalArgumentException, InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (lock) {
            Reference<? extends T> r = reallyPoll();
            if (r != null) {
                return r;
            }
            long start = (timeout == 0) ? 0 : System.nanoTime();
            for (;;) {
                lock.wait(timeout);
                r = reallyPoll();
                if (r != null) {
                    return r;
                }
                if (timeout != 0) {
                    long end = System.nanoTime();
                    timeout -= (end - start) / 1000000;
                    if (timeout <= 0) {
                        return null;
                    }
                    start = end;
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
