package java.util;

/**
 * Map comparing keys with == and hashing with System.identityHashCode. Simple implementation:
 * a LinkedHashMap over identity wrappers, so it iterates in insertion order (the JDK's order
 * depends on identity hash codes and is not reproducible anyway).
 */
public class IdentityHashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 8188218128353913216L;

    private static final class IdKey {
        final Object key;

        IdKey(Object key) {
            this.key = key;
        }

        public int hashCode() {
            return System.identityHashCode(key);
        }

        public boolean equals(Object o) {
            return (o instanceof IdKey) && ((IdKey) o).key == key;
        }
    }

    private transient LinkedHashMap<IdKey, V> map;

    public IdentityHashMap() {
        map = new LinkedHashMap<IdKey, V>();
    }

    public IdentityHashMap(int expectedMaxSize) {
        if (expectedMaxSize < 0) {
            throw new IllegalArgumentException("expectedMaxSize is negative: " + expectedMaxSize);
        }
        map = new LinkedHashMap<IdKey, V>();
    }

    public IdentityHashMap(Map<? extends K, ? extends V> m) {
        this();
        putAll(m);
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public V get(Object key) {
        return map.get(new IdKey(key));
    }

    public boolean containsKey(Object key) {
        return map.containsKey(new IdKey(key));
    }

    public boolean containsValue(Object value) {
        for (V v : map.values()) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    public V put(K key, V value) {
        return map.put(new IdKey(key), value);
    }

    public V remove(Object key) {
        return map.remove(new IdKey(key));
    }

    public void clear() {
        map.clear();
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public int size() {
                return map.size();
            }

            public void clear() {
                map.clear();
            }

            public Iterator<Map.Entry<K, V>> iterator() {
                final Iterator<Map.Entry<IdKey, V>> it = map.entrySet().iterator();
                return new Iterator<Map.Entry<K, V>>() {
                    public boolean hasNext() {
                        return it.hasNext();
                    }

                    public Map.Entry<K, V> next() {
                        final Map.Entry<IdKey, V> e = it.next();
                        return new Map.Entry<K, V>() {
                            @SuppressWarnings("unchecked")
                            public K getKey() {
                                return (K) e.getKey().key;
                            }

                            public V getValue() {
                                return e.getValue();
                            }

                            public V setValue(V value) {
                                return e.setValue(value);
                            }

                            public boolean equals(Object o) {
                                if (!(o instanceof Map.Entry)) {
                                    return false;
                                }
                                Map.Entry<?, ?> x = (Map.Entry<?, ?>) o;
                                return x.getKey() == getKey() && x.getValue() == getValue();
                            }

                            public int hashCode() {
                                return System.identityHashCode(getKey()) ^ System.identityHashCode(getValue());
                            }

                            public String toString() {
                                return getKey() + "=" + getValue();
                            }
                        };
                    }

                    public void remove() {
                        it.remove();
                    }
                };
            }
        };
    }

    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof IdentityHashMap) {
            IdentityHashMap<?, ?> m = (IdentityHashMap<?, ?>) o;
            if (m.size() != size()) {
                return false;
            }
            for (Map.Entry<IdKey, V> e : map.entrySet()) {
                Object k = e.getKey().key;
                if (!m.containsKey(k) || m.get(k) != e.getValue()) {
                    return false;
                }
            }
            return true;
        }
        return super.equals(o);
    }

    public int hashCode() {
        int h = 0;
        for (Map.Entry<IdKey, V> e : map.entrySet()) {
            h += System.identityHashCode(e.getKey().key) ^ System.identityHashCode(e.getValue());
        }
        return h;
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        try {
            IdentityHashMap<K, V> m = (IdentityHashMap<K, V>) super.clone();
            m.map = new LinkedHashMap<IdKey, V>(map);
            return m;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
