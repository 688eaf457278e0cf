package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;

/**
 * A queue without capacity: an element is only handed to a consumer that is waiting for it.
 * Simplified: offer(e) succeeds only when more consumers are waiting than elements are in
 * transit; put(e) waits for such a consumer and then returns (it does not wait until the element
 * has been taken). State is guarded by one private monitor. {@code fair} is accepted.
 */
public class SynchronousQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -3223113410248163686L;

    private final transient Object lock = new Object();
    /** Guarded by lock. Elements handed over but not yet picked up; never more than waitingTakers. */
    private final transient ArrayDeque<E> handoff = new ArrayDeque<E>();
    private transient int waitingTakers;

    public SynchronousQueue() {
        this(false);
    }

    public SynchronousQueue(boolean fair) {
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (waitingTakers > handoff.size()) {
                handoff.addLast(e);
                lock.notifyAll();
                return true;
            }
            return false;
        }
    }

    public void put(E e) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            while (waitingTakers <= handoff.size()) {
                lock.wait();
            }
            handoff.addLast(e);
            lock.notifyAll();
        }
    }

    public boolean offer(E e, long timeout, TimeUnit unit) throws InterruptedException {
        if (e == null) {
            throw new NullPointerException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            long deadline = System.nanoTime() + nanos;
            while (waitingTakers <= handoff.size()) {
                long rem = deadline - System.nanoTime();
                if (rem <= 0L) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, rem);
            }
            handoff.addLast(e);
            lock.notifyAll();
            return true;
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            waitingTakers++;
            lock.notifyAll();
            try {
                while (handoff.isEmpty()) {
                    lock.wait();
                }
                return handoff.pollFirst();
            } finally {
                waitingTakers--;
            }
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            if (nanos <= 0L) {
                return handoff.isEmpty() ? null : handoff.pollFirst();
            }
            waitingTakers++;
            lock.notifyAll();
            try {
                long deadline = System.nanoTime() + nanos;
                while (handoff.isEmpty()) {
                    long rem = deadline - System.nanoTime();
                    if (rem <= 0L) {
                        return null;
                    }
                    TimeUnit.NANOSECONDS.timedWait(lock, rem);
                }
                return handoff.pollFirst();
            } finally {
                waitingTakers--;
            }
        }
    }

    /**
     * Takes an element in transit, if any. (In the JDK, poll() takes an element only from a
     * producer blocked in put; here put never blocks once a consumer is waiting.)
     */
    public E poll() {
        synchronized (lock) {
            return handoff.pollFirst();
        }
    }

    public boolean isEmpty() {
        return true;
    }

    public int size() {
        return 0;
    }

    public int remainingCapacity() {
        return 0;
    }

    public void clear() {
    }

    public boolean contains(Object o) {
        return false;
    }

    public boolean remove(Object o) {
        return false;
    }

    public boolean containsAll(Collection<?> c) {
        return c.isEmpty();
    }

    public boolean removeAll(Collection<?> c) {
        return false;
    }

    public boolean retainAll(Collection<?> c) {
        return false;
    }

    public E peek() {
        return null;
    }

    public Iterator<E> iterator() {
        return Collections.<E>emptyIterator();
    }

    public Object[] toArray() {
        return new Object[0];
    }

    public <T> T[] toArray(T[] a) {
        if (a.length > 0) {
            a[0] = null;
        }
        return a;
    }

    public String toString() {
        return "[]";
    }

    public int drainTo(Collection<? super E> c) {
        return drainTo(c, Integer.MAX_VALUE);
    }

    public int drainTo(Collection<? super E> c, int maxElements) {
        if (c == null) {
            throw new NullPointerException();
        }
        if (c == this) {
            throw new IllegalArgumentException();
        }
        int n = 0;
        for (E e; n < maxElements && (e = poll()) != null;) {
            c.add(e);
            n++;
        }
        return n;
    }
}
