package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Backing classes of List.of, Set.of and Map.of. Set.of and Map.of iterate in insertion order
 * (the JDK's order is randomized per run, so no program can rely on it).
 */
final class ImmutableCollections {
    private ImmutableCollections() {
    }

    static UnsupportedOperationException uoe() {
        return new UnsupportedOperationException();
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listOf(Object[] elements) {
        for (Object e : elements) {
            Objects.requireNonNull(e);
        }
        return new ListN<E>((E[]) elements);
    }

    @SuppressWarnings("unchecked")
    static <E> List<E> listCopyOf(Collection<? extends E> coll) {
        if (coll instanceof ListN) {
            return (List<E>) coll;
        }
        return listOf(coll.toArray());
    }

    static <E> Set<E> setOf(Object[] elements) {
        return new SetN<E>(elements, false);
    }

    @SuppressWarnings("unchecked")
    static <E> Set<E> setCopyOf(Collection<? extends E> coll) {
        if (coll instanceof SetN) {
            return (Set<E>) coll;
        }
        return new SetN<E>(coll.toArray(), true);
    }

    static <K, V> Map<K, V> mapOf(Object[] kv) {
        return new ImmutableMap<K, V>(kv);
    }

    abstract static class ImmutableCollection<E> extends AbstractCollection<E> {
        public boolean add(E e) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }
    }

    static final class ListN<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final E[] elements;

        ListN(E[] elements) {
            this.elements = elements;
        }

        public int size() {
            return elements.length;
        }

        public boolean isEmpty() {
            return elements.length == 0;
        }

        public E get(int index) {
            // As the JDK's two list classes: List12 (one or two elements)
            // throws with its size, ListN lets the array access throw.
            if ((elements.length == 1 || elements.length == 2) && (index < 0 || index >= elements.length)) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return elements[index];
        }

        public Iterator<E> iterator() {
            return new Itr(0);
        }

        public ListIterator<E> listIterator() {
            return new Itr(0);
        }

        public ListIterator<E> listIterator(int index) {
            if (index < 0 || index > elements.length) {
                throw new IndexOutOfBoundsException("Index: " + index + " Size: " + elements.length);
            }
            return new Itr(index);
        }

        /** Read-only: every mutator throws UnsupportedOperationException first, as the JDK's. */
        private final class Itr implements ListIterator<E> {
            private int cursor;

            Itr(int cursor) {
                this.cursor = cursor;
            }

            public boolean hasNext() {
                return cursor != elements.length;
            }

            public E next() {
                if (cursor >= elements.length) {
                    throw new NoSuchElementException();
                }
                return elements[cursor++];
            }

            public boolean hasPrevious() {
                return cursor != 0;
            }

            public E previous() {
                if (cursor <= 0) {
                    throw new NoSuchElementException();
                }
                return elements[--cursor];
            }

            public int nextIndex() {
                return cursor;
            }

            public int previousIndex() {
                return cursor - 1;
            }

            public void remove() {
                throw uoe();
            }

            public void set(E e) {
                throw uoe();
            }

            public void add(E e) {
                throw uoe();
            }
        }

        public int indexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = 0; i < elements.length; i++) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public int lastIndexOf(Object o) {
            Objects.requireNonNull(o);
            for (int i = elements.length - 1; i >= 0; i--) {
                if (o.equals(elements[i])) {
                    return i;
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public Object[] toArray() {
            Object[] r = new Object[elements.length];
            System.arraycopy(elements, 0, r, 0, elements.length);
            return r;
        }

        public boolean add(E e) {
            throw uoe();
        }

        public void add(int index, E element) {
            throw uoe();
        }

        public boolean addAll(Collection<? extends E> c) {
            throw uoe();
        }

        public boolean addAll(int index, Collection<? extends E> c) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public boolean remove(Object o) {
            throw uoe();
        }

        public E remove(int index) {
            throw uoe();
        }

        public boolean removeAll(Collection<?> c) {
            throw uoe();
        }

        public boolean removeIf(Predicate<? super E> filter) {
            throw uoe();
        }

        public boolean retainAll(Collection<?> c) {
            throw uoe();
        }

        public void replaceAll(UnaryOperator<E> operator) {
            throw uoe();
        }

        public E set(int index, E element) {
            throw uoe();
        }

        public void sort(Comparator<? super E> c) {
            throw uoe();
        }

        protected void removeRange(int fromIndex, int toIndex) {
            throw uoe();
        }

        public List<E> subList(int fromIndex, int toIndex) {
            subListRangeCheck(fromIndex, toIndex, elements.length);
            return new ListN<E>(Arrays.copyOfRange(elements, fromIndex, toIndex));
        }
    }

    static final class SetN<E> extends ImmutableCollection<E> implements Set<E>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final Object[] elements;
        private final HashSet<Object> lookup;

        SetN(Object[] input, boolean allowDuplicates) {
            HashSet<Object> set = new HashSet<Object>();
            Object[] tmp = new Object[input.length];
            int n = 0;
            for (Object e : input) {
                Objects.requireNonNull(e);
                if (set.add(e)) {
                    tmp[n++] = e;
                } else if (!allowDuplicates) {
                    throw new IllegalArgumentException("duplicate element: " + e);
                }
            }
            elements = Arrays.copyOf(tmp, n);
            lookup = set;
        }

        public int size() {
            return elements.length;
        }

        public boolean contains(Object o) {
            Objects.requireNonNull(o);
            return lookup.contains(o);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int i;

                public boolean hasNext() {
                    return i < elements.length;
                }

                @SuppressWarnings("unchecked")
                public E next() {
                    if (i >= elements.length) {
                        throw new NoSuchElementException();
                    }
                    return (E) elements[i++];
                }
            };
        }

        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (!(o instanceof Set)) {
                return false;
            }
            Collection<?> c = (Collection<?>) o;
            if (c.size() != elements.length) {
                return false;
            }
            for (Object e : c) {
                if (e == null || !lookup.contains(e)) {
                    return false;
                }
            }
            return true;
        }

        public int hashCode() {
            int h = 0;
            for (Object e : elements) {
                h += e.hashCode();
            }
            return h;
        }
    }

    static final class KeyValueHolder<K, V> implements Map.Entry<K, V> {
        final K key;
        final V value;

        KeyValueHolder(K k, V v) {
            key = Objects.requireNonNull(k);
            value = Objects.requireNonNull(v);
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return value;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException("not supported");
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return key.equals(e.getKey()) && value.equals(e.getValue());
        }

        public int hashCode() {
            return key.hashCode() ^ value.hashCode();
        }

        public String toString() {
            return key + "=" + value;
        }
    }

    static final class ImmutableMap<K, V> extends AbstractMap<K, V> implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final LinkedHashMap<K, V> map;
        private transient Set<Map.Entry<K, V>> entries;

        @SuppressWarnings("unchecked")
        ImmutableMap(Object[] kv) {
            map = new LinkedHashMap<K, V>();
            for (int i = 0; i < kv.length; i += 2) {
                K k = (K) Objects.requireNonNull(kv[i]);
                V v = (V) Objects.requireNonNull(kv[i + 1]);
                if (map.put(k, v) != null) {
                    throw new IllegalArgumentException("duplicate key: " + k);
                }
            }
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public V get(Object key) {
            Objects.requireNonNull(key);
            return map.get(key);
        }

        public boolean containsKey(Object key) {
            Objects.requireNonNull(key);
            return map.containsKey(key);
        }

        public boolean containsValue(Object value) {
            Objects.requireNonNull(value);
            return map.containsValue(value);
        }

        public Set<Map.Entry<K, V>> entrySet() {
            Set<Map.Entry<K, V>> es = entries;
            if (es == null) {
                es = new AbstractSet<Map.Entry<K, V>>() {
                    public int size() {
                        return map.size();
                    }

                    public Iterator<Map.Entry<K, V>> iterator() {
                        final Iterator<Map.Entry<K, V>> it = map.entrySet().iterator();
                        return new Iterator<Map.Entry<K, V>>() {
                            public boolean hasNext() {
                                return it.hasNext();
                            }

                            public Map.Entry<K, V> next() {
                                Map.Entry<K, V> e = it.next();
                                return new KeyValueHolder<K, V>(e.getKey(), e.getValue());
                            }
                        };
                    }
                };
                entries = es;
            }
            return es;
        }

        public V put(K key, V value) {
            throw uoe();
        }

        public V remove(Object key) {
            throw uoe();
        }

        public void putAll(Map<? extends K, ? extends V> m) {
            throw uoe();
        }

        public void clear() {
            throw uoe();
        }

        public V putIfAbsent(K key, V value) {
            throw uoe();
        }

        public boolean remove(Object key, Object value) {
            throw uoe();
        }

        public boolean replace(K key, V oldValue, V newValue) {
            throw uoe();
        }

        public V replace(K key, V value) {
            throw uoe();
        }

        public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
            throw uoe();
        }

        public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
            throw uoe();
        }

        public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }

        public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
            throw uoe();
        }
    }
}
