package java.util;

/** Map keyed by enum constants, stored in an array indexed by ordinal; iterates in ordinal order. */
public class EnumMap<K extends Enum<K>, V> extends AbstractMap<K, V> implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 458661240069192865L;
    private final Class<K> keyType;
    private transient K[] keyUniverse;
    private transient Object[] vals;
    private transient int size = 0;
    private static final Object NULL = new Object();

    private Object maskNull(Object value) {
        return (value == null ? NULL : value);
    }

    @SuppressWarnings("unchecked")
    private V unmaskNull(Object value) {
        return (V) (value == NULL ? null : value);
    }

    public EnumMap(Class<K> keyType) {
        this.keyType = keyType;
        keyUniverse = keyType.getEnumConstants();
        if (keyUniverse == null) {
            throw new ClassCastException(keyType + " not an enum");
        }
        vals = new Object[keyUniverse.length];
    }

    public EnumMap(EnumMap<K, ? extends V> m) {
        keyType = m.keyType;
        keyUniverse = m.keyUniverse;
        vals = m.vals.clone();
        size = m.size;
    }

    @SuppressWarnings("unchecked")
    public EnumMap(Map<K, ? extends V> m) {
        if (m instanceof EnumMap) {
            EnumMap<K, ? extends V> em = (EnumMap<K, ? extends V>) m;
            keyType = em.keyType;
            keyUniverse = em.keyUniverse;
            vals = em.vals.clone();
            size = em.size;
        } else {
            if (m.isEmpty()) {
                throw new IllegalArgumentException("Specified map is empty");
            }
            keyType = m.keySet().iterator().next().getDeclaringClass();
            keyUniverse = keyType.getEnumConstants();
            vals = new Object[keyUniverse.length];
            putAll(m);
        }
    }

    public int size() {
        return size;
    }

    public boolean containsValue(Object value) {
        value = maskNull(value);
        for (Object val : vals) {
            if (value.equals(val)) {
                return true;
            }
        }
        return false;
    }

    private boolean isValidKey(Object key) {
        if (key == null) {
            return false;
        }
        Class<?> keyClass = key.getClass();
        return keyClass == keyType || keyClass.getSuperclass() == keyType;
    }

    public boolean containsKey(Object key) {
        return isValidKey(key) && vals[((Enum<?>) key).ordinal()] != null;
    }

    public V get(Object key) {
        return (isValidKey(key) ? unmaskNull(vals[((Enum<?>) key).ordinal()]) : null);
    }

    public V put(K key, V value) {
        typeCheck(key);
        int index = key.ordinal();
        Object oldValue = vals[index];
        vals[index] = maskNull(value);
        if (oldValue == null) {
            size++;
        }
        return unmaskNull(oldValue);
    }

    public V remove(Object key) {
        if (!isValidKey(key)) {
            return null;
        }
        int index = ((Enum<?>) key).ordinal();
        Object oldValue = vals[index];
        vals[index] = null;
        if (oldValue != null) {
            size--;
        }
        return unmaskNull(oldValue);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            put(e.getKey(), e.getValue());
        }
    }

    public void clear() {
        Arrays.fill(vals, null);
        size = 0;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new EnumMapIterator<Map.Entry<K, V>>(2);
            }

            public int size() {
                return size;
            }

            public boolean contains(Object o) {
                if (!(o instanceof Map.Entry)) {
                    return false;
                }
                Map.Entry<?, ?> entry = (Map.Entry<?, ?>) o;
                return containsKey(entry.getKey()) && Objects.equals(get(entry.getKey()), entry.getValue());
            }

            public boolean remove(Object o) {
                if (contains(o)) {
                    EnumMap.this.remove(((Map.Entry<?, ?>) o).getKey());
                    return true;
                }
                return false;
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    public Set<K> keySet() {
        return new AbstractSet<K>() {
            public Iterator<K> iterator() {
                return new EnumMapIterator<K>(0);
            }

            public int size() {
                return size;
            }

            public boolean contains(Object o) {
                return containsKey(o);
            }

            public boolean remove(Object o) {
                int oldSize = size;
                EnumMap.this.remove(o);
                return size != oldSize;
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new EnumMapIterator<V>(1);
            }

            public int size() {
                return size;
            }

            public boolean contains(Object o) {
                return containsValue(o);
            }

            public void clear() {
                EnumMap.this.clear();
            }
        };
    }

    /** kind: 0 keys, 1 values, 2 entries. */
    private class EnumMapIterator<T> implements Iterator<T> {
        int index = 0;
        int lastReturnedIndex = -1;
        final int kind;

        EnumMapIterator(int kind) {
            this.kind = kind;
        }

        public boolean hasNext() {
            while (index < vals.length && vals[index] == null) {
                index++;
            }
            return index != vals.length;
        }

        @SuppressWarnings("unchecked")
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturnedIndex = index++;
            if (kind == 0) {
                return (T) keyUniverse[lastReturnedIndex];
            } else if (kind == 1) {
                return (T) unmaskNull(vals[lastReturnedIndex]);
            }
            return (T) new EntryView(lastReturnedIndex);
        }

        public void remove() {
            if (lastReturnedIndex < 0) {
                throw new IllegalStateException();
            }
            if (vals[lastReturnedIndex] != null) {
                vals[lastReturnedIndex] = null;
                size--;
            }
            lastReturnedIndex = -1;
        }
    }

    private class EntryView implements Map.Entry<K, V> {
        private final int index;

        EntryView(int index) {
            this.index = index;
        }

        public K getKey() {
            return keyUniverse[index];
        }

        public V getValue() {
            return unmaskNull(vals[index]);
        }

        public V setValue(V value) {
            V oldValue = unmaskNull(vals[index]);
            vals[index] = maskNull(value);
            return oldValue;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            return getKey() == e.getKey() && Objects.equals(getValue(), e.getValue());
        }

        public int hashCode() {
            return Objects.hashCode(getKey()) ^ Objects.hashCode(getValue());
        }

        public String toString() {
            return getKey() + "=" + getValue();
        }
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof EnumMap) {
            EnumMap<?, ?> em = (EnumMap<?, ?>) o;
            if (em.keyType != keyType) {
                return size == 0 && em.size == 0;
            }
            for (int i = 0; i < keyUniverse.length; i++) {
                Object ours = vals[i];
                Object theirs = em.vals[i];
                if (theirs != ours && (theirs == null || !theirs.equals(ours))) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    @SuppressWarnings("unchecked")
    public EnumMap<K, V> clone() {
        EnumMap<K, V> result;
        try {
            result = (EnumMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError();
        }
        result.vals = result.vals.clone();
        return result;
    }

    private void typeCheck(K key) {
        Class<?> keyClass = key.getClass();
        if (keyClass != keyType && keyClass.getSuperclass() != keyType) {
            throw new ClassCastException(keyClass + " != " + keyType);
        }
    }
}
