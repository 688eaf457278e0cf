package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Implementation of ConcurrentHashMap that keeps the JDK's table layout (spread
 * hash, tail insertion, resize when the count reaches 0.75 of the capacity, the JDK's bin split on
 * resize), so iteration order and toString match the JDK. Iterators are weakly consistent (never
 * throw ConcurrentModificationException).
 *
 * Thread safety: every method that reads or changes the table holds the map's monitor, and so
 * does each step of an iterator. compute, computeIfAbsent, computeIfPresent and merge apply
 * their function while holding it, so they are atomic (the function must not use the map).
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final long serialVersionUID = 7249069246763182397L;
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final float LOAD_FACTOR = 0.75f;
    static final int HASH_BITS = 0x7fffffff;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        volatile V val;
        volatile Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return val;
        }

        public final int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public final String toString() {
            return key + "=" + val;
        }

        public final V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public final boolean equals(Object o) {
            Object k;
            Object v;
            Object u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                && (v = e.getValue()) != null
                && (k == key || k.equals(key))
                && (v == (u = val) || v.equals(u)));
        }
    }

    static final int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = 1;
        while (n < c && n < MAXIMUM_CAPACITY) {
            n <<= 1;
        }
        return n;
    }

    transient volatile Node<K, V>[] table;
    private transient volatile int sizeCtl;
    private transient volatile long count;

    private transient KeySetView<K, V> keySetView;
    private transient ValuesView<K, V> valuesView;
    private transient EntrySetView<K, V> entrySetView;

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, LOAD_FACTOR, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        int cap = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
        this.sizeCtl = cap;
    }

    @SuppressWarnings("unchecked")
    private synchronized Node<K, V>[] initTable() {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            int sc = sizeCtl;
            int n = (sc > 0) ? sc : DEFAULT_CAPACITY;
            tab = (Node<K, V>[]) new Node<?, ?>[n];
            table = tab;
            sizeCtl = n - (n >>> 2);
        }
        return tab;
    }

    public int size() {
        long n = count;
        return ((n < 0L) ? 0 : (n > (long) Integer.MAX_VALUE) ? Integer.MAX_VALUE : (int) n);
    }

    public long mappingCount() {
        return count < 0L ? 0L : count;
    }

    public boolean isEmpty() {
        return count <= 0L;
    }

    public synchronized V get(Object key) {
        Node<K, V>[] tab = table;
        if (tab != null) {
            int h = spread(key.hashCode());
            for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                    return e.val;
                }
            }
        }
        return null;
    }

    private synchronized Node<K, V> findNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab != null) {
            int h = spread(key.hashCode());
            for (Node<K, V> e = tab[(tab.length - 1) & h]; e != null; e = e.next) {
                K ek;
                if (e.hash == h && ((ek = e.key) == key || key.equals(ek))) {
                    return e;
                }
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] t = table;
        if (t != null) {
            for (int i = 0; i < t.length; i++) {
                for (Node<K, V> e = t[i]; e != null; e = e.next) {
                    V v = e.val;
                    if (v == value || value.equals(v)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    final synchronized V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            tab = initTable();
        }
        int i = (tab.length - 1) & hash;
        Node<K, V> f = tab[i];
        if (f == null) {
            tab[i] = new Node<K, V>(hash, key, value, null);
        } else {
            Node<K, V> e = f;
            for (;;) {
                K ek;
                if (e.hash == hash && ((ek = e.key) == key || key.equals(ek))) {
                    V oldVal = e.val;
                    if (!onlyIfAbsent) {
                        e.val = value;
                    }
                    return oldVal;
                }
                if (e.next == null) {
                    e.next = new Node<K, V>(hash, key, value, null);
                    break;
                }
                e = e.next;
            }
        }
        addCount(1L);
        return null;
    }

    private void addCount(long x) {
        long s = count = count + x;
        if (x > 0) {
            Node<K, V>[] tab;
            while (s >= (long) sizeCtl && (tab = table) != null && tab.length < MAXIMUM_CAPACITY) {
                transfer(tab);
            }
        }
    }

    @SuppressWarnings("unchecked")
    private void transfer(Node<K, V>[] tab) {
        int n = tab.length;
        Node<K, V>[] nextTab = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = n - 1; i >= 0; i--) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln;
            Node<K, V> hn;
            if (runBit == 0) {
                ln = lastRun;
                hn = null;
            } else {
                hn = lastRun;
                ln = null;
            }
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                }
            }
            nextTab[i] = ln;
            nextTab[i + n] = hn;
        }
        table = nextTab;
        sizeCtl = (n << 1) - (n >>> 1);
    }

    private synchronized void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        int sc;
        while ((sc = sizeCtl) >= 0) {
            Node<K, V>[] tab = table;
            int n;
            if (tab == null || (n = tab.length) == 0) {
                n = (sc > c) ? sc : c;
                @SuppressWarnings("unchecked")
                Node<K, V>[] nt = (Node<K, V>[]) new Node<?, ?>[n];
                table = nt;
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || n >= MAXIMUM_CAPACITY) {
                break;
            } else {
                transfer(tab);
            }
        }
    }

    public synchronized void putAll(Map<? extends K, ? extends V> m) {
        tryPresize(m.size());
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public V remove(Object key) {
        return replaceNode(key, null, null);
    }

    final synchronized V replaceNode(Object key, V value, Object cv) {
        int hash = spread(key.hashCode());
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int i = (tab.length - 1) & hash;
        Node<K, V> pred = null;
        for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next) {
            K ek;
            if (e.hash == hash && ((ek = e.key) == key || (ek != null && key.equals(ek)))) {
                V ev = e.val;
                if (cv == null || cv == ev || (ev != null && cv.equals(ev))) {
                    if (value != null) {
                        e.val = value;
                    } else {
                        if (pred != null) {
                            pred.next = e.next;
                        } else {
                            tab[i] = e.next;
                        }
                        addCount(-1L);
                    }
                    return ev;
                }
                return null;
            }
        }
        return null;
    }

    public synchronized void clear() {
        Node<K, V>[] tab = table;
        if (tab != null) {
            for (int i = 0; i < tab.length; i++) {
                tab[i] = null;
            }
        }
        count = 0L;
    }

    public Set<K> keySet() {
        KeySetView<K, V> ks = keySetView;
        if (ks == null) {
            ks = new KeySetView<K, V>(this, null);
            keySetView = ks;
        }
        return ks;
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }

    public static <K> KeySetView<K, Boolean> newKeySet(int initialCapacity) {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(initialCapacity), Boolean.TRUE);
    }

    public Collection<V> values() {
        ValuesView<K, V> vs = valuesView;
        if (vs == null) {
            vs = new ValuesView<K, V>(this);
            valuesView = vs;
        }
        return vs;
    }

    public Set<Map.Entry<K, V>> entrySet() {
        EntrySetView<K, V> es = entrySetView;
        if (es == null) {
            es = new EntrySetView<K, V>(this);
            entrySetView = es;
        }
        return es;
    }

    public synchronized int hashCode() {
        int h = 0;
        Node<K, V>[] t = table;
        if (t != null) {
            for (int i = 0; i < t.length; i++) {
                for (Node<K, V> p = t[i]; p != null; p = p.next) {
                    h += p.key.hashCode() ^ p.val.hashCode();
                }
            }
        }
        return h;
    }

    public String toString() {
        Traverser<K, V> it = new Traverser<K, V>(this);
        StringBuilder sb = new StringBuilder();
        sb.append('{');
        Node<K, V> p = it.advance();
        if (p != null) {
            for (;;) {
                K k = p.key;
                V v = p.val;
                sb.append(k == this ? "(this Map)" : k);
                sb.append('=');
                sb.append(v == this ? "(this Map)" : v);
                if ((p = it.advance()) == null) {
                    break;
                }
                sb.append(',').append(' ');
            }
        }
        return sb.append('}').toString();
    }

    public boolean equals(Object o) {
        if (o != this) {
            if (!(o instanceof Map)) {
                return false;
            }
            Map<?, ?> m = (Map<?, ?>) o;
            Traverser<K, V> it = new Traverser<K, V>(this);
            for (Node<K, V> p; (p = it.advance()) != null;) {
                V val = p.val;
                Object v = m.get(p.key);
                if (v == null || (v != val && !v.equals(val))) {
                    return false;
                }
            }
            for (Map.Entry<?, ?> e : m.entrySet()) {
                Object mk;
                Object mv;
                Object v;
                if ((mk = e.getKey()) == null || (mv = e.getValue()) == null || (v = get(mk)) == null
                        || (mv != v && !mv.equals(v))) {
                    return false;
                }
            }
        }
        return true;
    }

    public V getOrDefault(Object key, V defaultValue) {
        V v = get(key);
        return v == null ? defaultValue : v;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            action.accept(p.key, p.val);
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Traverser<K, V> it = new Traverser<K, V>(this);
        for (Node<K, V> p; (p = it.advance()) != null;) {
            V oldValue = p.val;
            for (K key = p.key;;) {
                V newValue = function.apply(key, oldValue);
                if (newValue == null) {
                    throw new NullPointerException();
                }
                if (replaceNode(key, newValue, oldValue) != null || (oldValue = get(key)) == null) {
                    break;
                }
            }
        }
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e != null) {
            return e.val;
        }
        V val = mappingFunction.apply(key);
        if (val == null) {
            return null;
        }
        V prev = putVal(key, val, true);
        return prev != null ? prev : val;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e == null) {
            return null;
        }
        V val = remappingFunction.apply(key, e.val);
        if (val != null) {
            e.val = val;
        } else {
            replaceNode(key, null, null);
        }
        return val;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        V val = remappingFunction.apply(key, e == null ? null : e.val);
        if (e != null) {
            if (val != null) {
                e.val = val;
            } else {
                replaceNode(key, null, null);
            }
        } else if (val != null) {
            putVal(key, val, false);
        }
        return val;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = findNode(key);
        if (e == null) {
            putVal(key, value, false);
            return value;
        }
        V val = remappingFunction.apply(e.val, value);
        if (val != null) {
            e.val = val;
        } else {
            replaceNode(key, null, null);
        }
        return val;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public Enumeration<K> keys() {
        final Iterator<K> it = keySet().iterator();
        return new Enumeration<K>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public K nextElement() {
                return it.next();
            }
        };
    }

    public Enumeration<V> elements() {
        final Iterator<V> it = values().iterator();
        return new Enumeration<V>() {
            public boolean hasMoreElements() {
                return it.hasNext();
            }

            public V nextElement() {
                return it.next();
            }
        };
    }

    /** Walks the bins in index order; weakly consistent. */
    static class Traverser<K, V> {
        final ConcurrentHashMap<K, V> map;
        Node<K, V>[] tab;
        Node<K, V> next;
        int index;

        Traverser(ConcurrentHashMap<K, V> map) {
            this.map = map;
            this.tab = map.table;
        }

        final Node<K, V> advance() {
            synchronized (map) {
                return advance0();
            }
        }

        private Node<K, V> advance0() {
            Node<K, V> e = next;
            if (e != null) {
                e = e.next;
            }
            for (;;) {
                if (e != null) {
                    return next = e;
                }
                Node<K, V>[] t = tab;
                if (t == null || index >= t.length) {
                    return next = null;
                }
                e = t[index++];
            }
        }
    }

    static class BaseIterator<K, V> extends Traverser<K, V> {
        Node<K, V> lastReturned;
        Node<K, V> nextNode;

        BaseIterator(ConcurrentHashMap<K, V> map) {
            super(map);
            nextNode = advance();
        }

        public final boolean hasNext() {
            return nextNode != null;
        }

        public final boolean hasMoreElements() {
            return nextNode != null;
        }

        final Node<K, V> nextNodeOrThrow() {
            Node<K, V> p = nextNode;
            if (p == null) {
                throw new NoSuchElementException();
            }
            lastReturned = p;
            nextNode = advance();
            return p;
        }

        public final void remove() {
            Node<K, V> p = lastReturned;
            if (p == null) {
                throw new IllegalStateException();
            }
            lastReturned = null;
            map.replaceNode(p.key, null, null);
        }
    }

    static final class KeyIterator<K, V> extends BaseIterator<K, V> implements Iterator<K> {
        KeyIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final K next() {
            return nextNodeOrThrow().key;
        }
    }

    static final class ValueIterator<K, V> extends BaseIterator<K, V> implements Iterator<V> {
        ValueIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final V next() {
            return nextNodeOrThrow().val;
        }
    }

    static final class EntryIterator<K, V> extends BaseIterator<K, V> implements Iterator<Map.Entry<K, V>> {
        EntryIterator(ConcurrentHashMap<K, V> map) {
            super(map);
        }

        public final Map.Entry<K, V> next() {
            Node<K, V> p = nextNodeOrThrow();
            return new MapEntry<K, V>(p.key, p.val, map);
        }
    }

    static final class MapEntry<K, V> implements Map.Entry<K, V> {
        final K key;
        V val;
        final ConcurrentHashMap<K, V> map;

        MapEntry(K key, V val, ConcurrentHashMap<K, V> map) {
            this.key = key;
            this.val = val;
            this.map = map;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                && (v = e.getValue()) != null
                && (k == key || k.equals(key))
                && (v == val || v.equals(val)));
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            map.put(key, value);
            return v;
        }
    }

    public static class KeySetView<K, V> extends AbstractSet<K> implements Set<K>, java.io.Serializable {
        private static final long serialVersionUID = 7249069246763182397L;
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public Iterator<K> iterator() {
            return new KeyIterator<K, V>(map);
        }

        public boolean add(K e) {
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            return map.putVal(e, v, true) == null;
        }

        public boolean addAll(Collection<? extends K> c) {
            boolean added = false;
            V v = value;
            if (v == null) {
                throw new UnsupportedOperationException();
            }
            for (K e : c) {
                if (map.putVal(e, v, true) == null) {
                    added = true;
                }
            }
            return added;
        }
    }

    static final class ValuesView<K, V> extends AbstractCollection<V> implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        private final ConcurrentHashMap<K, V> map;

        ValuesView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public boolean contains(Object o) {
            return map.containsValue(o);
        }

        public Iterator<V> iterator() {
            return new ValueIterator<K, V>(map);
        }

        public boolean add(V e) {
            throw new UnsupportedOperationException();
        }
    }

    static final class EntrySetView<K, V> extends AbstractSet<Map.Entry<K, V>> implements java.io.Serializable {
        private static final long serialVersionUID = 2249069246763182397L;
        private final ConcurrentHashMap<K, V> map;

        EntrySetView(ConcurrentHashMap<K, V> map) {
            this.map = map;
        }

        public int size() {
            return map.size();
        }

        public boolean isEmpty() {
            return map.isEmpty();
        }

        public void clear() {
            map.clear();
        }

        public boolean contains(Object o) {
            Object k;
            Object v;
            Object r;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                && (r = map.get(k)) != null
                && (v = e.getValue()) != null
                && (v == r || v.equals(r)));
        }

        public boolean remove(Object o) {
            Object k;
            Object v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry)
                && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                && (v = e.getValue()) != null
                && map.remove(k, v));
        }

        public Iterator<Map.Entry<K, V>> iterator() {
            return new EntryIterator<K, V>(map);
        }

        public boolean add(Map.Entry<K, V> e) {
            return map.putVal(e.getKey(), e.getValue(), false) == null;
        }
    }
}
