package java.util;

import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Binary heap in an array, with the JDK's sift-up/sift-down rules, initial capacity 11 and
 * heapify for collections, so the array order (iteration, toString) matches the JDK.
 */
public class PriorityQueue<E> extends AbstractQueue<E> implements java.io.Serializable {
    private static final long serialVersionUID = -7720805057305804111L;
    private static final int DEFAULT_INITIAL_CAPACITY = 11;

    transient Object[] queue;
    int size;
    private final Comparator<? super E> comparator;
    transient int modCount;

    public PriorityQueue() {
        this(DEFAULT_INITIAL_CAPACITY, null);
    }

    public PriorityQueue(int initialCapacity) {
        this(initialCapacity, null);
    }

    public PriorityQueue(Comparator<? super E> comparator) {
        this(DEFAULT_INITIAL_CAPACITY, comparator);
    }

    public PriorityQueue(int initialCapacity, Comparator<? super E> comparator) {
        if (initialCapacity < 1) {
            throw new IllegalArgumentException();
        }
        this.queue = new Object[initialCapacity];
        this.comparator = comparator;
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(Collection<? extends E> c) {
        if (c instanceof SortedSet<?>) {
            SortedSet<? extends E> ss = (SortedSet<? extends E>) c;
            this.comparator = (Comparator<? super E>) ss.comparator();
            initElementsFromCollection(ss);
        } else if (c instanceof PriorityQueue<?>) {
            PriorityQueue<? extends E> pq = (PriorityQueue<? extends E>) c;
            this.comparator = (Comparator<? super E>) pq.comparator();
            initFromPriorityQueue(pq);
        } else {
            this.comparator = null;
            initFromCollection(c);
        }
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(PriorityQueue<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initFromPriorityQueue(c);
    }

    @SuppressWarnings("unchecked")
    public PriorityQueue(SortedSet<? extends E> c) {
        this.comparator = (Comparator<? super E>) c.comparator();
        initElementsFromCollection(c);
    }

    private void initFromPriorityQueue(PriorityQueue<? extends E> c) {
        if (c.getClass() == PriorityQueue.class) {
            Object[] a = c.toArray();
            this.queue = (a.length > 0) ? a : new Object[1];
            this.size = c.size();
        } else {
            initFromCollection(c);
        }
    }

    private void initElementsFromCollection(Collection<? extends E> c) {
        Object[] es = c.toArray();
        int len = es.length;
        if (len == 1 || this.comparator != null) {
            for (Object e : es) {
                if (e == null) {
                    throw new NullPointerException();
                }
            }
        }
        this.queue = (len > 0) ? es : new Object[1];
        this.size = len;
    }

    private void initFromCollection(Collection<? extends E> c) {
        initElementsFromCollection(c);
        heapify();
    }

    private void grow(int minCapacity) {
        int oldCapacity = queue.length;
        int newCapacity = oldCapacity + ((oldCapacity < 64) ? (oldCapacity + 2) : (oldCapacity >> 1));
        if (newCapacity < minCapacity) {
            newCapacity = minCapacity;
        }
        queue = Arrays.copyOf(queue, newCapacity);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        modCount++;
        int i = size;
        if (i >= queue.length) {
            grow(i + 1);
        }
        siftUp(i, e);
        size = i + 1;
        return true;
    }

    @SuppressWarnings("unchecked")
    public E peek() {
        return (E) queue[0];
    }

    private int indexOf(Object o) {
        if (o != null) {
            final Object[] es = queue;
            for (int i = 0, n = size; i < n; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean remove(Object o) {
        int i = indexOf(o);
        if (i == -1) {
            return false;
        }
        removeAt(i);
        return true;
    }

    void removeEq(Object o) {
        final Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            if (o == es[i]) {
                removeAt(i);
                break;
            }
        }
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public Object[] toArray() {
        return Arrays.copyOf(queue, size);
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        final int size = this.size;
        if (a.length < size) {
            return (T[]) Arrays.copyOf(queue, size, a.getClass());
        }
        System.arraycopy(queue, 0, a, 0, size);
        if (a.length > size) {
            a[size] = null;
        }
        return a;
    }

    public Iterator<E> iterator() {
        return new Itr();
    }

    private final class Itr implements Iterator<E> {
        private int cursor;
        private int lastRet = -1;
        private ArrayDeque<E> forgetMeNot;
        private E lastRetElt;
        private int expectedModCount = modCount;

        Itr() {
        }

        public boolean hasNext() {
            return cursor < size || (forgetMeNot != null && !forgetMeNot.isEmpty());
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (cursor < size) {
                return (E) queue[lastRet = cursor++];
            }
            if (forgetMeNot != null) {
                lastRet = -1;
                lastRetElt = forgetMeNot.poll();
                if (lastRetElt != null) {
                    return lastRetElt;
                }
            }
            throw new NoSuchElementException();
        }

        public void remove() {
            if (expectedModCount != modCount) {
                throw new ConcurrentModificationException();
            }
            if (lastRet != -1) {
                E moved = PriorityQueue.this.removeAt(lastRet);
                lastRet = -1;
                if (moved == null) {
                    cursor--;
                } else {
                    if (forgetMeNot == null) {
                        forgetMeNot = new ArrayDeque<E>();
                    }
                    forgetMeNot.add(moved);
                }
            } else if (lastRetElt != null) {
                PriorityQueue.this.removeEq(lastRetElt);
                lastRetElt = null;
            } else {
                throw new IllegalStateException();
            }
            expectedModCount = modCount;
        }
    }

    public int size() {
        return size;
    }

    public void clear() {
        modCount++;
        final Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            es[i] = null;
        }
        size = 0;
    }

    @SuppressWarnings("unchecked")
    public E poll() {
        final Object[] es = queue;
        final E result = (E) es[0];
        if (result != null) {
            modCount++;
            final int n = --size;
            final E x = (E) es[n];
            es[n] = null;
            if (n > 0) {
                siftDown(0, x);
            }
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    E removeAt(int i) {
        final Object[] es = queue;
        modCount++;
        int s = --size;
        if (s == i) {
            es[i] = null;
        } else {
            E moved = (E) es[s];
            es[s] = null;
            siftDown(i, moved);
            if (es[i] == moved) {
                siftUp(i, moved);
                if (es[i] != moved) {
                    return moved;
                }
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private void siftUp(int k, E x) {
        final Object[] es = queue;
        if (comparator != null) {
            Comparator<? super E> cmp = comparator;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (cmp.compare(x, (E) e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = x;
        } else {
            Comparable<? super E> key = (Comparable<? super E>) x;
            while (k > 0) {
                int parent = (k - 1) >>> 1;
                Object e = es[parent];
                if (key.compareTo((E) e) >= 0) {
                    break;
                }
                es[k] = e;
                k = parent;
            }
            es[k] = key;
        }
    }

    @SuppressWarnings("unchecked")
    private void siftDown(int k, E x) {
        final Object[] es = queue;
        final int n = size;
        int half = n >>> 1;
        if (comparator != null) {
            Comparator<? super E> cmp = comparator;
            while (k < half) {
                int child = (k << 1) + 1;
                Object c = es[child];
                int right = child + 1;
                if (right < n && cmp.compare((E) c, (E) es[right]) > 0) {
                    c = es[child = right];
                }
                if (cmp.compare(x, (E) c) <= 0) {
                    break;
                }
                es[k] = c;
                k = child;
            }
            es[k] = x;
        } else {
            Comparable<? super E> key = (Comparable<? super E>) x;
            while (k < half) {
                int child = (k << 1) + 1;
                Object c = es[child];
                int right = child + 1;
                if (right < n && ((Comparable<? super E>) c).compareTo((E) es[right]) > 0) {
                    c = es[child = right];
                }
                if (key.compareTo((E) c) <= 0) {
                    break;
                }
                es[k] = c;
                k = child;
            }
            es[k] = key;
        }
    }

    @SuppressWarnings("unchecked")
    private void heapify() {
        final Object[] es = queue;
        int n = size;
        int i = (n >>> 1) - 1;
        for (; i >= 0; i--) {
            siftDown(i, (E) es[i]);
        }
    }

    public Comparator<? super E> comparator() {
        return comparator;
    }

    public boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        return bulkRemove(filter);
    }

    public boolean removeAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return c.contains(e);
            }
        });
    }

    public boolean retainAll(final Collection<?> c) {
        Objects.requireNonNull(c);
        return bulkRemove(new Predicate<E>() {
            public boolean test(E e) {
                return !c.contains(e);
            }
        });
    }

    /** Removes matching elements, keeps the survivors in array order, then re-heapifies. */
    @SuppressWarnings("unchecked")
    private boolean bulkRemove(Predicate<? super E> filter) {
        final int expectedModCount = ++modCount;
        final Object[] es = queue;
        final int end = size;
        boolean[] dead = null;
        int first = -1;
        for (int i = 0; i < end; i++) {
            if (filter.test((E) es[i])) {
                if (dead == null) {
                    dead = new boolean[end];
                    first = i;
                }
                dead[i] = true;
            }
        }
        if (modCount != expectedModCount) {
            throw new ConcurrentModificationException();
        }
        if (dead == null) {
            return false;
        }
        int w = first;
        for (int i = first; i < end; i++) {
            if (!dead[i]) {
                es[w++] = es[i];
            }
        }
        for (int i = w; i < end; i++) {
            es[i] = null;
        }
        size = w;
        heapify();
        return true;
    }

    @SuppressWarnings("unchecked")
    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        final int expectedModCount = modCount;
        final Object[] es = queue;
        for (int i = 0, n = size; i < n; i++) {
            action.accept((E) es[i]);
        }
        if (expectedModCount != modCount) {
            throw new ConcurrentModificationException();
        }
    }
}
