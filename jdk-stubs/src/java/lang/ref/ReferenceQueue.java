package java.lang.ref;

/** Queue of references; only explicit Reference.enqueue() adds to it in rjvm. */
public class ReferenceQueue<T> {
    private Reference<? extends T> head;

    public ReferenceQueue() {
    }

    @SuppressWarnings("unchecked")
    synchronized boolean enqueue(Reference<?> r) {
        r.queueNext = head;
        head = (Reference<? extends T>) r;
        notifyAll();
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized Reference<? extends T> poll() {
        Reference<? extends T> r = head;
        if (r != null) {
            head = (Reference<? extends T>) r.queueNext;
            r.queueNext = null;
        }
        return r;
    }

    public Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (this) {
            Reference<? extends T> r;
            long deadline = System.currentTimeMillis() + timeout;
            while (true) {
                r = poll();
                if (r != null) {
                    return r;
                }
                if (timeout == 0) {
                    wait(0);
                } else {
                    long left = deadline - System.currentTimeMillis();
                    if (left <= 0) {
                        return null;
                    }
                    wait(left);
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
