package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/** Circular-array deque. Null elements are prohibited. */
public class ArrayDeque<E> extends AbstractCollection<E> implements Deque<E>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 2340985798034038923L;
    transient Object[] elements;
    transient int head;
    transient int tail;

    public ArrayDeque() {
        elements = new Object[16 + 1];
    }

    public ArrayDeque(int numElements) {
        elements = new Object[(numElements < 1) ? 1 : (numElements == Integer.MAX_VALUE) ? Integer.MAX_VALUE : numElements + 1];
    }

    public ArrayDeque(Collection<? extends E> c) {
        this(c.size());
        for (E e : c) {
            addLast(e);
        }
    }

    /**
     * Called when the array has just become full (head == tail after an
     * insertion). Like the JDK, the elements keep their indexes: the array is
     * extended and, when the live region wraps around, the part from head to
     * the old end moves to the new end. Iterators created before the growth
     * therefore see the same (fail-fast) behaviour as on the JDK.
     */
    private void grow(int needed) {
        final int oldCapacity = elements.length;
        int jump = (oldCapacity < 64) ? oldCapacity + 2 : oldCapacity >> 1;
        int newCapacity = oldCapacity + Math.max(jump, needed);
        if (newCapacity < 0) {
            throw new IllegalStateException("Sorry, deque too big");
        }
        Object[] es = Arrays.copyOf(elements, newCapacity);
        if (tail < head || (tail == head && es[head] != null)) {
            int newSpace = newCapacity - oldCapacity;
            System.arraycopy(es, head, es, head + newSpace, oldCapacity - head);
            for (int i = head, to = (head += newSpace); i < to; i++) {
                es[i] = null;
            }
        }
        elements = es;
    }

    static final int inc(int i, int modulus) {
        if (++i >= modulus) {
            i = 0;
        }
        return i;
    }

    static final int dec(int i, int modulus) {
        if (--i < 0) {
            i = modulus - 1;
        }
        return i;
    }

    public void addFirst(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        final Object[] es = elements;
        es[head = dec(head, es.length)] = e;
        if (head == tail) {
            grow(1);
        }
    }

    public void addLast(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        final Object[] es = elements;
        es[tail] = e;
        if (head == (tail = inc(tail, es.length))) {
            grow(1);
        }
    }

    public boolean addAll(Collection<? extends E> c) {
        boolean changed = false;
        for (E e : c) {
            addLast(e);
            changed = true;
        }
        return changed;
    }

    public boolean offerFirst(E e) {
        addFirst(e);
        return true;
    }

    public boolean offerLast(E e) {
        addLast(e);
        return true;
    }

    public E removeFirst() {
        E e = pollFirst();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    public E removeLast() {
        E e = pollLast();
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollFirst() {
        final Object[] es = elements;
        final int h = head;
        E e = (E) es[h];
        if (e != null) {
            es[h] = null;
            head = inc(h, es.length);
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E pollLast() {
        final Object[] es = elements;
        final int t = dec(tail, es.length);
        E e = (E) es[t];
        if (e != null) {
            es[tail = t] = null;
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E getFirst() {
        E e = (E) elements[head];
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E getLast() {
        final Object[] es = elements;
        E e = (E) es[dec(tail, es.length)];
        if (e == null) {
            throw new NoSuchElementException();
        }
        return e;
    }

    @SuppressWarnings("unchecked")
    public E peekFirst() {
        return (E) elements[head];
    }

    @SuppressWarnings("unchecked")
    public E peekLast() {
        final Object[] es = elements;
        return (E) es[dec(tail, es.length)];
    }

    public boolean removeFirstOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = head; i != tail; i = inc(i, es.length)) {
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean removeLastOccurrence(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = tail; i != head;) {
                i = dec(i, es.length);
                if (o.equals(es[i])) {
                    delete(i);
                    return true;
                }
            }
        }
        return false;
    }

    public boolean add(E e) {
        addLast(e);
        return true;
    }

    public boolean offer(E e) {
        return offerLast(e);
    }

    public E remove() {
        return removeFirst();
    }

    public E poll() {
        return pollFirst();
    }

    public E element() {
        return getFirst();
    }

    public E peek() {
        return peekFirst();
    }

    public void push(E e) {
        addFirst(e);
    }

    public E pop() {
        return removeFirst();
    }

    /** Removes the element at index i by shifting the following elements down. */
    boolean delete(int i) {
        final Object[] es = elements;
        final int n = es.length;
        int j = i;
        int next = inc(j, n);
        while (next != tail) {
            es[j] = es[next];
            j = next;
            next = inc(next, n);
        }
        es[j] = null;
        tail = j;
        return false;
    }

    public int size() {
        int n = tail - head;
        if (n < 0) {
            n += elements.length;
        }
        return n;
    }

    public boolean isEmpty() {
        return head == tail;
    }

    public Iterator<E> iterator() {
        return new DeqIterator();
    }

    public Iterator<E> descendingIterator() {
        return new DescendingIterator();
    }

    private class DeqIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DeqIterator() {
            cursor = head;
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            final Object[] es = elements;
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            lastRet = cursor;
            cursor = inc(cursor, es.length);
            remaining--;
            return e;
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            delete(lastRet);
            cursor = lastRet;
            lastRet = -1;
        }

        public void forEachRemaining(Consumer<? super E> action) {
            Objects.requireNonNull(action);
            while (hasNext()) {
                action.accept(next());
            }
        }
    }

    private class DescendingIterator implements Iterator<E> {
        int cursor;
        int remaining = size();
        int lastRet = -1;

        DescendingIterator() {
            cursor = dec(tail, elements.length);
        }

        public final boolean hasNext() {
            return remaining > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (remaining <= 0) {
                throw new NoSuchElementException();
            }
            final Object[] es = elements;
            E e = (E) es[cursor];
            if (e == null) {
                throw new ConcurrentModificationException();
            }
            lastRet = cursor;
            cursor = dec(cursor, es.length);
            remaining--;
            return e;
        }

        public void remove() {
            if (lastRet < 0) {
                throw new IllegalStateException();
            }
            delete(lastRet);
            lastRet = -1;
        }
    }

    public boolean contains(Object o) {
        if (o != null) {
            final Object[] es = elements;
            for (int i = head; i != tail; i = inc(i, es.length)) {
                if (o.equals(es[i])) {
                    return true;
                }
            }
        }
        return false;
    }

    public boolean remove(Object o) {
        return removeFirstOccurrence(o);
    }

    public void clear() {
        final Object[] es = elements;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            es[i] = null;
        }
        head = tail = 0;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        final Object[] es = elements;
        for (int i = head; i != tail; i = inc(i, es.length)) {
            action.accept((E) es[i]);
        }
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        boolean removed = false;
        Iterator<E> it = iterator();
        while (it.hasNext()) {
            if (filter.test(it.next())) {
                it.remove();
                removed = true;
            }
        }
        return removed;
    }

    public Object[] toArray() {
        int n = size();
        Object[] a = new Object[n];
        final Object[] es = elements;
        for (int i = 0, j = head; i < n; i++, j = inc(j, es.length)) {
            a[i] = es[j];
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        int n = size();
        if (a.length < n) {
            a = (T[]) java.lang.reflect.Array.newInstance(a.getClass().getComponentType(), n);
        }
        final Object[] es = elements;
        for (int i = 0, j = head; i < n; i++, j = inc(j, es.length)) {
            a[i] = (T) es[j];
        }
        if (a.length > n) {
            a[n] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    public ArrayDeque<E> clone() {
        try {
            ArrayDeque<E> result = (ArrayDeque<E>) super.clone();
            result.elements = Arrays.copyOf(elements, elements.length);
            return result;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
    }
}
