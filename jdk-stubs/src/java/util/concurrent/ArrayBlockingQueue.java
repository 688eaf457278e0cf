package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * A bounded FIFO blocking queue with a fixed capacity.
 * All state is guarded by one private monitor; blocked producers and consumers wait on it.
 * Iterators work on a snapshot taken when they are created (weakly consistent); their
 * {@code remove} removes that element from the queue if it is still there.
 */
public class ArrayBlockingQueue<E> extends AbstractQueue<E> implements BlockingQueue<E>, java.io.Serializable {
    private static final long serialVersionUID = -817911632652898426L;

    private final int capacity;
    private final transient Object lock = new Object();
    /** Guarded by lock. */
    private final ArrayDeque<E> items;

    private final boolean fair;

    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    /** {@code fair} is accepted; waiting threads are woken together and race for the lock. */
    public ArrayBlockingQueue(int capacity, boolean fair) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        this.capacity = capacity;
        this.fair = fair;
        this.items = new ArrayDeque<E>(Math.min(capacity, 1024));
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        for (E e : c) {
            if (e == null) {
                throw new NullPointerException();
            }
            if (items.size() >= capacity) {
                throw new IllegalArgumentException();
            }
            items.addLast(e);
        }
    }


    public int size() {
        synchronized (lock) {
            return items.size();
        }
    }

    public int remainingCapacity() {
        synchronized (lock) {
            return capacity - items.size();
        }
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (items.size() >= capacity) {
                return false;
            }
            items.addLast(e);
            lock.notifyAll();
            return true;
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
            while (items.size() >= capacity) {
                lock.wait();
            }
            items.addLast(e);
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
            while (items.size() >= capacity) {
                long rem = deadline - System.nanoTime();
                if (rem <= 0L) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, rem);
            }
            items.addLast(e);
            lock.notifyAll();
            return true;
        }
    }

    public E take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            while (items.isEmpty()) {
                lock.wait();
            }
            E e = items.pollFirst();
            lock.notifyAll();
            return e;
        }
    }

    public E poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            long deadline = System.nanoTime() + nanos;
            while (items.isEmpty()) {
                long rem = deadline - System.nanoTime();
                if (rem <= 0L) {
                    return null;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, rem);
            }
            E e = items.pollFirst();
            lock.notifyAll();
            return e;
        }
    }

    public E poll() {
        synchronized (lock) {
            E e = items.pollFirst();
            if (e != null) {
                lock.notifyAll();
            }
            return e;
        }
    }

    public E peek() {
        synchronized (lock) {
            return items.peekFirst();
        }
    }

    public boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            boolean removed = items.removeFirstOccurrence(o);
            if (removed) {
                lock.notifyAll();
            }
            return removed;
        }
    }

    public boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        synchronized (lock) {
            return items.contains(o);
        }
    }

    public void clear() {
        synchronized (lock) {
            items.clear();
            lock.notifyAll();
        }
    }

    public Object[] toArray() {
        synchronized (lock) {
            return items.toArray();
        }
    }

    public <T> T[] toArray(T[] a) {
        synchronized (lock) {
            return items.toArray(a);
        }
    }

    public String toString() {
        synchronized (lock) {
            return items.toString();
        }
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
        if (maxElements <= 0) {
            return 0;
        }
        synchronized (lock) {
            int n = 0;
            while (n < maxElements && !items.isEmpty()) {
                c.add(items.pollFirst());
                n++;
            }
            if (n > 0) {
                lock.notifyAll();
            }
            return n;
        }
    }

    public Iterator<E> iterator() {
        final Object[] snapshot = toArray();
        return new Iterator<E>() {
            private int cursor;
            private int lastRet = -1;

            public boolean hasNext() {
                return cursor < snapshot.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (cursor >= snapshot.length) {
                    throw new NoSuchElementException();
                }
                lastRet = cursor;
                return (E) snapshot[cursor++];
            }

            public void remove() {
                if (lastRet < 0) {
                    throw new IllegalStateException();
                }
                Object x = snapshot[lastRet];
                lastRet = -1;
                synchronized (lock) {
                    Iterator<E> it = items.iterator();
                    while (it.hasNext()) {
                        if (it.next() == x) {
                            it.remove();
                            lock.notifyAll();
                            break;
                        }
                    }
                }
            }
        };
    }
}
