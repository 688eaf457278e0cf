package java.util.concurrent;

import java.util.Arrays;
import java.util.Collection;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * List whose mutators copy the backing array; iterators work on a snapshot and never throw
 * ConcurrentModificationException. Every mutator copies the array while holding the list's
 * monitor; reads use the volatile array reference without locking.
 */
public class CopyOnWriteArrayList<E> implements List<E>, RandomAccess, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 8673264195747942595L;
    private transient volatile Object[] array;

    final Object[] getArray() {
        return array;
    }

    final void setArray(Object[] a) {
        array = a;
    }

    public CopyOnWriteArrayList() {
        setArray(new Object[0]);
    }

    public CopyOnWriteArrayList(Collection<? extends E> c) {
        Object[] es = c.toArray();
        setArray(Arrays.copyOf(es, es.length, Object[].class));
    }

    public CopyOnWriteArrayList(E[] toCopyIn) {
        setArray(Arrays.copyOf(toCopyIn, toCopyIn.length, Object[].class));
    }

    public int size() {
        return getArray().length;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    private static int indexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = from; i < to; i++) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = from; i < to; i++) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static int lastIndexOfRange(Object o, Object[] es, int from, int to) {
        if (o == null) {
            for (int i = to - 1; i >= from; i--) {
                if (es[i] == null) {
                    return i;
                }
            }
        } else {
            for (int i = to - 1; i >= from; i--) {
                if (o.equals(es[i])) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }

    public int indexOf(Object o) {
        Object[] es = getArray();
        return indexOfRange(o, es, 0, es.length);
    }

    public int indexOf(E e, int index) {
        Object[] es = getArray();
        return indexOfRange(e, es, index, es.length);
    }

    public int lastIndexOf(Object o) {
        Object[] es = getArray();
        return lastIndexOfRange(o, es, 0, es.length);
    }

    public int lastIndexOf(E e, int index) {
        Object[] es = getArray();
        return lastIndexOfRange(e, es, 0, index + 1);
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError();
        }
    }

    public Object[] toArray() {
        return getArray().clone();
    }

    @SuppressWarnings("unchecked")
    public <T> T[] toArray(T[] a) {
        Object[] es = getArray();
        int len = es.length;
        if (a.length < len) {
            return (T[]) Arrays.copyOf(es, len, a.getClass());
        }
        System.arraycopy(es, 0, a, 0, len);
        if (a.length > len) {
            a[len] = null;
        }
        return a;
    }

    @SuppressWarnings("unchecked")
    static <E> E elementAt(Object[] a, int index) {
        return (E) a[index];
    }

    static String outOfBounds(int index, int size) {
        return "Index: " + index + ", Size: " + size;
    }

    public E get(int index) {
        return elementAt(getArray(), index);
    }

    public synchronized E set(int index, E element) {
        Object[] es = getArray();
        E oldValue = elementAt(es, index);
        if (oldValue != element) {
            es = es.clone();
            es[index] = element;
        }
        setArray(es);
        return oldValue;
    }

    public synchronized boolean add(E e) {
        Object[] es = getArray();
        int len = es.length;
        es = Arrays.copyOf(es, len + 1);
        es[len] = e;
        setArray(es);
        return true;
    }

    public synchronized void add(int index, E element) {
        Object[] es = getArray();
        int len = es.length;
        if (index > len || index < 0) {
            throw new IndexOutOfBoundsException(outOfBounds(index, len));
        }
        Object[] newElements = new Object[len + 1];
        System.arraycopy(es, 0, newElements, 0, index);
        System.arraycopy(es, index, newElements, index + 1, len - index);
        newElements[index] = element;
        setArray(newElements);
    }

    public synchronized E remove(int index) {
        Object[] es = getArray();
        int len = es.length;
        E oldValue = elementAt(es, index);
        Object[] newElements = new Object[len - 1];
        System.arraycopy(es, 0, newElements, 0, index);
        System.arraycopy(es, index + 1, newElements, index, len - index - 1);
        setArray(newElements);
        return oldValue;
    }

    public synchronized boolean remove(Object o) {
        int index = indexOf(o);
        if (index < 0) {
            return false;
        }
        remove(index);
        return true;
    }

    public synchronized boolean addIfAbsent(E e) {
        if (contains(e)) {
            return false;
        }
        return add(e);
    }

    public boolean containsAll(Collection<?> c) {
        for (Object e : c) {
            if (!contains(e)) {
                return false;
            }
        }
        return true;
    }

    public boolean removeAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(e -> c.contains(e));
    }

    public boolean retainAll(Collection<?> c) {
        Objects.requireNonNull(c);
        return removeIf(e -> !c.contains(e));
    }

    public synchronized int addAllAbsent(Collection<? extends E> c) {
        int added = 0;
        for (E e : c) {
            if (addIfAbsent(e)) {
                added++;
            }
        }
        return added;
    }

    public synchronized void clear() {
        setArray(new Object[0]);
    }

    public synchronized boolean addAll(Collection<? extends E> c) {
        Object[] cs = c.toArray();
        if (cs.length == 0) {
            return false;
        }
        Object[] es = getArray();
        int len = es.length;
        Object[] newElements = Arrays.copyOf(es, len + cs.length);
        System.arraycopy(cs, 0, newElements, len, cs.length);
        setArray(newElements);
        return true;
    }

    public synchronized boolean addAll(int index, Collection<? extends E> c) {
        Object[] cs = c.toArray();
        Object[] es = getArray();
        int len = es.length;
        if (index > len || index < 0) {
            throw new IndexOutOfBoundsException(outOfBounds(index, len));
        }
        if (cs.length == 0) {
            return false;
        }
        Object[] newElements = new Object[len + cs.length];
        System.arraycopy(es, 0, newElements, 0, index);
        System.arraycopy(cs, 0, newElements, index, cs.length);
        System.arraycopy(es, index, newElements, index + cs.length, len - index);
        setArray(newElements);
        return true;
    }

    public void forEach(Consumer<? super E> action) {
        Objects.requireNonNull(action);
        for (Object x : getArray()) {
            @SuppressWarnings("unchecked")
            E e = (E) x;
            action.accept(e);
        }
    }

    @SuppressWarnings("unchecked")
    public synchronized boolean removeIf(Predicate<? super E> filter) {
        Objects.requireNonNull(filter);
        Object[] es = getArray();
        Object[] kept = new Object[es.length];
        int n = 0;
        for (Object x : es) {
            if (!filter.test((E) x)) {
                kept[n++] = x;
            }
        }
        if (n == es.length) {
            return false;
        }
        setArray(Arrays.copyOf(kept, n));
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized void replaceAll(UnaryOperator<E> operator) {
        Objects.requireNonNull(operator);
        Object[] es = getArray().clone();
        for (int i = 0; i < es.length; i++) {
            es[i] = operator.apply((E) es[i]);
        }
        setArray(es);
    }

    @SuppressWarnings("unchecked")
    public synchronized void sort(java.util.Comparator<? super E> c) {
        Object[] es = getArray().clone();
        Arrays.sort(es, (java.util.Comparator<Object>) c);
        setArray(es);
    }

    public String toString() {
        return Arrays.toString(getArray());
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (!(o instanceof List)) {
            return false;
        }
        List<?> list = (List<?>) o;
        Iterator<?> it = list.iterator();
        for (Object element : getArray()) {
            if (!it.hasNext() || !Objects.equals(element, it.next())) {
                return false;
            }
        }
        return !it.hasNext();
    }

    public int hashCode() {
        int hashCode = 1;
        for (Object x : getArray()) {
            hashCode = 31 * hashCode + (x == null ? 0 : x.hashCode());
        }
        return hashCode;
    }

    public Iterator<E> iterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator() {
        return new COWIterator<E>(getArray(), 0);
    }

    public ListIterator<E> listIterator(int index) {
        Object[] es = getArray();
        int len = es.length;
        if (index < 0 || index > len) {
            throw new IndexOutOfBoundsException(outOfBounds(index, len));
        }
        return new COWIterator<E>(es, index);
    }

    static final class COWIterator<E> implements ListIterator<E> {
        private final Object[] snapshot;
        private int cursor;

        COWIterator(Object[] es, int initialCursor) {
            cursor = initialCursor;
            snapshot = es;
        }

        public boolean hasNext() {
            return cursor < snapshot.length;
        }

        public boolean hasPrevious() {
            return cursor > 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[cursor++];
        }

        @SuppressWarnings("unchecked")
        public E previous() {
            if (!hasPrevious()) {
                throw new NoSuchElementException();
            }
            return (E) snapshot[--cursor];
        }

        public int nextIndex() {
            return cursor;
        }

        public int previousIndex() {
            return cursor - 1;
        }

        public void remove() {
            throw new UnsupportedOperationException();
        }

        public void set(E e) {
            throw new UnsupportedOperationException();
        }

        public void add(E e) {
            throw new UnsupportedOperationException();
        }
    }

    public List<E> subList(final int fromIndex, int toIndex) {
        Object[] es = getArray();
        int len = es.length;
        if (fromIndex < 0 || toIndex > len || fromIndex > toIndex) {
            throw new IndexOutOfBoundsException();
        }
        final int initialSize = toIndex - fromIndex;
        // a view whose reads and writes go to this list (not fail-fast)
        return new java.util.AbstractList<E>() {
            private int size = initialSize;

            public int size() {
                return size;
            }

            public E get(int index) {
                Objects.checkIndex(index, size);
                return CopyOnWriteArrayList.this.get(fromIndex + index);
            }

            public E set(int index, E element) {
                Objects.checkIndex(index, size);
                return CopyOnWriteArrayList.this.set(fromIndex + index, element);
            }

            public void add(int index, E element) {
                if (index < 0 || index > size) {
                    throw new IndexOutOfBoundsException(outOfBounds(index, size));
                }
                CopyOnWriteArrayList.this.add(fromIndex + index, element);
                size++;
            }

            public E remove(int index) {
                Objects.checkIndex(index, size);
                E old = CopyOnWriteArrayList.this.remove(fromIndex + index);
                size--;
                return old;
            }
        };
    }
}
