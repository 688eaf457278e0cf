package java.util;

/** The EnumSet implementation: a bit vector of any length. */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 3411599620347842686L;
    private long[] elements;
    private int size;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(); i <= to.ordinal(); i++) {
            addOrdinal(i);
        }
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++) {
            addOrdinal(i);
        }
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            long bit = 1L << i;
            elements[i >>> 6] ^= bit;
        }
        size = universe.length - size;
    }

    private boolean addOrdinal(int ord) {
        long old = elements[ord >>> 6];
        long nw = old | (1L << ord);
        if (nw != old) {
            elements[ord >>> 6] = nw;
            size++;
            return true;
        }
        return false;
    }

    private boolean hasOrdinal(int ord) {
        return (elements[ord >>> 6] & (1L << ord)) != 0;
    }

    private boolean removeOrdinal(int ord) {
        long old = elements[ord >>> 6];
        long nw = old & ~(1L << ord);
        if (nw != old) {
            elements[ord >>> 6] = nw;
            size--;
            return true;
        }
        return false;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private int next = nextOrdinal(0);
            private int lastReturned = -1;

            public boolean hasNext() {
                return next >= 0;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next < 0) {
                    throw new NoSuchElementException();
                }
                lastReturned = next;
                next = nextOrdinal(next + 1);
                return (E) universe[lastReturned];
            }

            public void remove() {
                if (lastReturned < 0) {
                    throw new IllegalStateException();
                }
                removeOrdinal(lastReturned);
                lastReturned = -1;
            }
        };
    }

    private int nextOrdinal(int from) {
        for (int i = from; i < universe.length; i++) {
            if (hasOrdinal(i)) {
                return i;
            }
        }
        return -1;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (e == null) {
            return false;
        }
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            return false;
        }
        return hasOrdinal(((Enum<?>) e).ordinal());
    }

    public boolean add(E e) {
        typeCheck(e);
        return addOrdinal(e.ordinal());
    }

    public boolean remove(Object e) {
        if (e == null) {
            return false;
        }
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType) {
            return false;
        }
        return removeOrdinal(((Enum<?>) e).ordinal());
    }

    public void clear() {
        for (int i = 0; i < elements.length; i++) {
            elements[i] = 0;
        }
        size = 0;
    }

    public boolean equals(Object o) {
        if (o instanceof RegularEnumSet) {
            RegularEnumSet<?> es = (RegularEnumSet<?>) o;
            if (es.elementType != elementType) {
                return size == 0 && es.size == 0;
            }
            return Arrays.equals(es.elements, elements);
        }
        return super.equals(o);
    }

    public RegularEnumSet<E> clone() {
        RegularEnumSet<E> result = (RegularEnumSet<E>) super.clone();
        result.elements = result.elements.clone();
        return result;
    }
}
