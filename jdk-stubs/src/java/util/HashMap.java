package java.util;

import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Hash table with separate chaining. The table layout (power-of-two length, hash spreading,
 * tail insertion by put, head insertion by compute/merge, order-preserving lo/hi split on
 * resize) reproduces the JDK's iteration order. Long bins stay linked lists.
 */
public class HashMap<K, V> extends AbstractMap<K, V> implements Map<K, V>, Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 362498820763181265L;
    static final int DEFAULT_INITIAL_CAPACITY = 16;
    static final int MAXIMUM_CAPACITY = 1 << 30;
    static final float DEFAULT_LOAD_FACTOR = 0.75f;

    static class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V value;
        Node<K, V> next;

        Node(int hash, K key, V value, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.value = value;
            this.next = next;
        }

        public final K getKey() {
            return key;
        }

        public final V getValue() {
            return value;
        }

        public final String toString() {
            return key + "=" + value;
        }

        public final int hashCode() {
            return Objects.hashCode(key) ^ Objects.hashCode(value);
        }

        public final V setValue(V newValue) {
            V oldValue = value;
            value = newValue;
            return oldValue;
        }

        public final boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                return Objects.equals(key, e.getKey()) && Objects.equals(value, e.getValue());
            }
            return false;
        }
    }

    static final int hash(Object key) {
        int h;
        return (key == null) ? 0 : (h = key.hashCode()) ^ (h >>> 16);
    }

    static final int tableSizeFor(int cap) {
        if (cap <= 1) {
            return 1;
        }
        if (cap >= MAXIMUM_CAPACITY) {
            return MAXIMUM_CAPACITY;
        }
        int n = 1;
        while (n < cap) {
            n <<= 1;
        }
        return n;
    }

    transient Node<K, V>[] table;
    transient Set<Map.Entry<K, V>> entrySet;
    transient int size;
    transient int modCount;
    int threshold;
    final float loadFactor;

    public HashMap(int initialCapacity, float loadFactor) {
        if (initialCapacity < 0) {
            throw new IllegalArgumentException("Illegal initial capacity: " + initialCapacity);
        }
        if (initialCapacity > MAXIMUM_CAPACITY) {
            initialCapacity = MAXIMUM_CAPACITY;
        }
        if (loadFactor <= 0 || Float.isNaN(loadFactor)) {
            throw new IllegalArgumentException("Illegal load factor: " + loadFactor);
        }
        this.loadFactor = loadFactor;
        this.threshold = tableSizeFor(initialCapacity);
    }

    public HashMap(int initialCapacity) {
        this(initialCapacity, DEFAULT_LOAD_FACTOR);
    }

    public HashMap() {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
    }

    public HashMap(Map<? extends K, ? extends V> m) {
        this.loadFactor = DEFAULT_LOAD_FACTOR;
        putMapEntries(m, false);
    }

    final void putMapEntries(Map<? extends K, ? extends V> m, boolean evict) {
        int s = m.size();
        if (s > 0) {
            if (table == null) {
                float ft = ((float) s / loadFactor) + 1.0F;
                int t = (ft < (float) MAXIMUM_CAPACITY) ? (int) ft : MAXIMUM_CAPACITY;
                if (t > threshold) {
                    threshold = tableSizeFor(t);
                }
            } else {
                while (s > threshold && table.length < MAXIMUM_CAPACITY) {
                    resize();
                }
            }
            for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
                K key = e.getKey();
                putVal(hash(key), key, e.getValue(), false, evict);
            }
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public V get(Object key) {
        Node<K, V>[] tab = table;
        if (tab != null) {
            int h;
            int hash = (key == null) ? 0 : (h = key.hashCode()) ^ (h >>> 16);
            Node<K, V> e = tab[(tab.length - 1) & hash];
            while (e != null) {
                Object k;
                if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                    return e.value;
                }
                e = e.next;
            }
        }
        return null;
    }

    final Node<K, V> getNode(Object key) {
        Node<K, V>[] tab = table;
        if (tab != null) {
            int hash = hash(key);
            Node<K, V> e = tab[(tab.length - 1) & hash];
            while (e != null) {
                Object k;
                if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                    return e;
                }
                e = e.next;
            }
        }
        return null;
    }

    public boolean containsKey(Object key) {
        return getNode(key) != null;
    }

    public V put(K key, V value) {
        return putVal(hash(key), key, value, false, true);
    }

    final V putVal(int hash, K key, V value, boolean onlyIfAbsent, boolean evict) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            tab = resize();
        }
        int i = (tab.length - 1) & hash;
        Node<K, V> p = tab[i];
        if (p == null) {
            tab[i] = newNode(hash, key, value, null);
        } else {
            Node<K, V> e = null;
            int binCount = 0;
            for (;;) {
                Object k;
                if (p.hash == hash && ((k = p.key) == key || (key != null && key.equals(k)))) {
                    e = p;
                    break;
                }
                binCount++;
                if (p.next == null) {
                    break;
                }
                p = p.next;
            }
            if (e != null) {
                V oldValue = e.value;
                if (!onlyIfAbsent || oldValue == null) {
                    e.value = value;
                }
                afterNodeAccess(e);
                return oldValue;
            }
            if (tab[i] instanceof TreeNode) {
                putTreeVal(tab, hash, key, value);
            } else {
                p.next = newNode(hash, key, value, null);
                if (binCount >= TREEIFY_THRESHOLD) {
                    treeifyBin(tab, hash);
                }
            }
        }
        ++modCount;
        if (++size > threshold) {
            resize();
        }
        afterNodeInsertion(evict);
        return null;
    }

    @SuppressWarnings("unchecked")
    final Node<K, V>[] resize() {
        Node<K, V>[] oldTab = table;
        int oldCap = (oldTab == null) ? 0 : oldTab.length;
        int oldThr = threshold;
        int newCap;
        int newThr = 0;
        if (oldCap > 0) {
            if (oldCap >= MAXIMUM_CAPACITY) {
                threshold = Integer.MAX_VALUE;
                return oldTab;
            }
            newCap = oldCap << 1;
            if (newCap < MAXIMUM_CAPACITY && oldCap >= DEFAULT_INITIAL_CAPACITY) {
                newThr = oldThr << 1;
            }
        } else if (oldThr > 0) {
            newCap = oldThr;
        } else {
            newCap = DEFAULT_INITIAL_CAPACITY;
            newThr = (int) (DEFAULT_LOAD_FACTOR * DEFAULT_INITIAL_CAPACITY);
        }
        if (newThr == 0) {
            float ft = (float) newCap * loadFactor;
            newThr = (newCap < MAXIMUM_CAPACITY && ft < (float) MAXIMUM_CAPACITY) ? (int) ft : Integer.MAX_VALUE;
        }
        threshold = newThr;
        Node<K, V>[] newTab = (Node<K, V>[]) new Node[newCap];
        table = newTab;
        if (oldTab != null) {
            for (int j = 0; j < oldCap; ++j) {
                Node<K, V> e = oldTab[j];
                if (e == null) {
                    continue;
                }
                oldTab[j] = null;
                if (e.next == null) {
                    newTab[e.hash & (newCap - 1)] = e;
                    continue;
                }
                if (e instanceof TreeNode) {
                    splitTreeBin((TreeNode<K, V>) e, newTab, j, oldCap);
                    continue;
                }
                Node<K, V> loHead = null;
                Node<K, V> loTail = null;
                Node<K, V> hiHead = null;
                Node<K, V> hiTail = null;
                while (e != null) {
                    Node<K, V> next = e.next;
                    if ((e.hash & oldCap) == 0) {
                        if (loTail == null) {
                            loHead = e;
                        } else {
                            loTail.next = e;
                        }
                        loTail = e;
                    } else {
                        if (hiTail == null) {
                            hiHead = e;
                        } else {
                            hiTail.next = e;
                        }
                        hiTail = e;
                    }
                    e = next;
                }
                if (loTail != null) {
                    loTail.next = null;
                    newTab[j] = loHead;
                }
                if (hiTail != null) {
                    hiTail.next = null;
                    newTab[j + oldCap] = hiHead;
                }
            }
        }
        return newTab;
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        putMapEntries(m, true);
    }

    public V remove(Object key) {
        Node<K, V> e = removeNode(hash(key), key, null, false, true);
        return e == null ? null : e.value;
    }

    final Node<K, V> removeNode(int hash, Object key, Object value, boolean matchValue, boolean movable) {
        Node<K, V>[] tab = table;
        if (tab == null || tab.length == 0) {
            return null;
        }
        int index = (tab.length - 1) & hash;
        Node<K, V> prev = null;
        Node<K, V> e = tab[index];
        while (e != null) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                break;
            }
            prev = e;
            e = e.next;
        }
        if (e == null) {
            return null;
        }
        if (matchValue) {
            V v = e.value;
            if (!(v == value || (value != null && value.equals(v)))) {
                return null;
            }
        }
        if (e instanceof TreeNode) {
            removeTreeNode((TreeNode<K, V>) e, tab, movable);
        } else if (prev == null) {
            tab[index] = e.next;
        } else {
            prev.next = e.next;
        }
        ++modCount;
        --size;
        afterNodeRemoval(e);
        return e;
    }

    public void clear() {
        Node<K, V>[] tab = table;
        modCount++;
        if (tab != null && size > 0) {
            size = 0;
            for (int i = 0; i < tab.length; ++i) {
                tab[i] = null;
            }
        }
    }

    public boolean containsValue(Object value) {
        Node<K, V>[] tab = table;
        if (tab != null && size > 0) {
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    V v = e.value;
                    if (v == value || (value != null && value.equals(v))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public Set<K> keySet() {
        Set<K> ks = keySet;
        if (ks == null) {
            ks = new KeySet();
            keySet = ks;
        }
        return ks;
    }

    final class KeySet extends AbstractSet<K> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<K> iterator() {
            return newKeyIterator();
        }

        public final boolean contains(Object o) {
            return containsKey(o);
        }

        public final boolean remove(Object key) {
            return removeNode(hash(key), key, null, false, true) != null;
        }

        public final void forEach(Consumer<? super K> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            Iterator<K> it = newKeyIterator();
            while (it.hasNext()) {
                action.accept(it.next());
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public Collection<V> values() {
        Collection<V> vs = values;
        if (vs == null) {
            vs = new Values();
            values = vs;
        }
        return vs;
    }

    final class Values extends AbstractCollection<V> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<V> iterator() {
            return newValueIterator();
        }

        public final boolean contains(Object o) {
            return containsValue(o);
        }

        public final void forEach(Consumer<? super V> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            Iterator<V> it = newValueIterator();
            while (it.hasNext()) {
                action.accept(it.next());
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public Set<Map.Entry<K, V>> entrySet() {
        Set<Map.Entry<K, V>> es = entrySet;
        if (es == null) {
            es = new EntrySet();
            entrySet = es;
        }
        return es;
    }

    final class EntrySet extends AbstractSet<Map.Entry<K, V>> {
        public final int size() {
            return size;
        }

        public final void clear() {
            HashMap.this.clear();
        }

        public final Iterator<Map.Entry<K, V>> iterator() {
            return newEntryIterator();
        }

        public final boolean contains(Object o) {
            if (!(o instanceof Map.Entry)) {
                return false;
            }
            Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
            Object key = e.getKey();
            Node<K, V> candidate = getNode(key);
            return candidate != null && candidate.equals(e);
        }

        public final boolean remove(Object o) {
            if (o instanceof Map.Entry) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) o;
                Object key = e.getKey();
                Object value = e.getValue();
                return removeNode(hash(key), key, value, true, true) != null;
            }
            return false;
        }

        public final void forEach(Consumer<? super Map.Entry<K, V>> action) {
            Objects.requireNonNull(action);
            int mc = modCount;
            Iterator<Map.Entry<K, V>> it = newEntryIterator();
            while (it.hasNext()) {
                action.accept(it.next());
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    // ---- overrides of Map defaults ----

    public V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = getNode(key);
        return e == null ? defaultValue : e.value;
    }

    public V putIfAbsent(K key, V value) {
        return putVal(hash(key), key, value, true, true);
    }

    public boolean remove(Object key, Object value) {
        return removeNode(hash(key), key, value, true, true) != null;
    }

    public boolean replace(K key, V oldValue, V newValue) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V v = e.value;
            if (v == oldValue || (v != null && v.equals(oldValue))) {
                e.value = newValue;
                afterNodeAccess(e);
                return true;
            }
        }
        return false;
    }

    public V replace(K key, V value) {
        Node<K, V> e = getNode(key);
        if (e != null) {
            V oldValue = e.value;
            e.value = value;
            afterNodeAccess(e);
            return oldValue;
        }
        return null;
    }

    /** Resizes ahead of a compute-style insertion, as the JDK does. */
    private Node<K, V>[] tableForCompute() {
        Node<K, V>[] tab = table;
        if (size > threshold || tab == null || tab.length == 0) {
            tab = resize();
        }
        return tab;
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (mappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> first = tab[i];
        Node<K, V> old = null;
        int binCount = 0;
        for (Node<K, V> e = first; e != null; e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                old = e;
                break;
            }
            binCount++;
        }
        if (old != null && old.value != null) {
            afterNodeAccess(old);
            return old.value;
        }
        int mc = modCount;
        V v = mappingFunction.apply(key);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (v == null) {
            return null;
        } else if (old != null) {
            old.value = v;
            afterNodeAccess(old);
            return v;
        }
        insertForCompute(tab, i, hash, key, v, first, binCount);
        modCount = mc + 1;
        ++size;
        afterNodeInsertion(true);
        return v;
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V> e = getNode(key);
        V oldValue;
        if (e != null && (oldValue = e.value) != null) {
            int mc = modCount;
            V v = remappingFunction.apply(key, oldValue);
            if (mc != modCount) {
                throw new ConcurrentModificationException();
            }
            if (v != null) {
                e.value = v;
                afterNodeAccess(e);
                return v;
            }
            removeNode(hash, key, null, false, true);
        }
        return null;
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> first = tab[i];
        Node<K, V> old = null;
        int binCount = 0;
        for (Node<K, V> e = first; e != null; e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                old = e;
                break;
            }
            binCount++;
        }
        V oldValue = (old == null) ? null : old.value;
        int mc = modCount;
        V v = remappingFunction.apply(key, oldValue);
        if (mc != modCount) {
            throw new ConcurrentModificationException();
        }
        if (old != null) {
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
        } else if (v != null) {
            insertForCompute(tab, i, hash, key, v, first, binCount);
            modCount = mc + 1;
            ++size;
            afterNodeInsertion(true);
        }
        return v;
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        int hash = hash(key);
        Node<K, V>[] tab = tableForCompute();
        int i = (tab.length - 1) & hash;
        Node<K, V> first = tab[i];
        Node<K, V> old = null;
        int binCount = 0;
        for (Node<K, V> e = first; e != null; e = e.next) {
            Object k;
            if (e.hash == hash && ((k = e.key) == key || (key != null && key.equals(k)))) {
                old = e;
                break;
            }
            binCount++;
        }
        if (old != null) {
            V v;
            if (old.value != null) {
                int mc = modCount;
                v = remappingFunction.apply(old.value, value);
                if (mc != modCount) {
                    throw new ConcurrentModificationException();
                }
            } else {
                v = value;
            }
            if (v != null) {
                old.value = v;
                afterNodeAccess(old);
            } else {
                removeNode(hash, key, null, false, true);
            }
            return v;
        }
        insertForCompute(tab, i, hash, key, value, first, binCount);
        ++modCount;
        ++size;
        afterNodeInsertion(true);
        return value;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    action.accept(e.key, e.value);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    public void replaceAll(BiFunction<? super K, ? super V, ? extends V> function) {
        if (function == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (size > 0 && tab != null) {
            int mc = modCount;
            for (int i = 0; i < tab.length; i++) {
                for (Node<K, V> e = tab[i]; e != null; e = e.next) {
                    e.value = function.apply(e.key, e.value);
                }
            }
            if (modCount != mc) {
                throw new ConcurrentModificationException();
            }
        }
    }

    @SuppressWarnings("unchecked")
    public Object clone() {
        HashMap<K, V> result;
        try {
            result = (HashMap<K, V>) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
        result.reinitialize();
        result.putMapEntries(this, false);
        return result;
    }

    final float loadFactor() {
        return loadFactor;
    }

    final int capacity() {
        return (table != null) ? table.length : (threshold > 0) ? threshold : DEFAULT_INITIAL_CAPACITY;
    }

    // ---- iterators ----

    Iterator<K> newKeyIterator() {
        return new KeyIterator();
    }

    Iterator<V> newValueIterator() {
        return new ValueIterator();
    }

    Iterator<Map.Entry<K, V>> newEntryIterator() {
        return new EntryIterator();
    }

    abstract class HashIterator {
        Node<K, V> next;
        Node<K, V> current;
        int expectedModCount;
        int index;

        HashIterator() {
            expectedModCount = modCount;
            Node<K, V>[] t = table;
            current = next = null;
            index = 0;
            if (t != null && size > 0) {
                while (index < t.length && (next = t[index++]) == null) {
                    // advance to first entry
                }
            }
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            Node<K, V> e = next;
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            if (e == null) {
                throw new NoSuchElementException();
            }
            current = e;
            next = e.next;
            if (next == null) {
                Node<K, V>[] t = table;
                if (t != null) {
                    while (index < t.length && (next = t[index++]) == null) {
                        // advance
                    }
                }
            }
            return e;
        }

        public final void remove() {
            Node<K, V> p = current;
            if (p == null) {
                throw new IllegalStateException();
            }
            if (modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            current = null;
            removeNode(p.hash, p.key, null, false, false);
            expectedModCount = modCount;
        }
    }

    final class KeyIterator extends HashIterator implements Iterator<K> {
        public final K next() {
            return nextNode().key;
        }
    }

    final class ValueIterator extends HashIterator implements Iterator<V> {
        public final V next() {
            return nextNode().value;
        }
    }

    final class EntryIterator extends HashIterator implements Iterator<Map.Entry<K, V>> {
        public final Map.Entry<K, V> next() {
            return nextNode();
        }
    }

    // ---- tree bins ----
    // A bin holding more than TREEIFY_THRESHOLD entries (in a table of at least
    // MIN_TREEIFY_CAPACITY) becomes a red-black tree of TreeNodes that are still linked through
    // next in a list. As in the JDK, the tree root is kept first in that list and a new node is
    // linked right after its tree parent; this list is the iteration order of the bin.

    static final int TREEIFY_THRESHOLD = 8;
    static final int UNTREEIFY_THRESHOLD = 6;
    static final int MIN_TREEIFY_CAPACITY = 64;

    static final class TreeNode<K, V> extends LinkedHashMap.Entry<K, V> {
        TreeNode<K, V> parent;
        TreeNode<K, V> left;
        TreeNode<K, V> right;
        TreeNode<K, V> prev;
        boolean red;

        TreeNode(int hash, K key, V val, Node<K, V> next) {
            super(hash, key, val, next);
        }

        TreeNode<K, V> root() {
            TreeNode<K, V> r = this;
            while (r.parent != null) {
                r = r.parent;
            }
            return r;
        }
    }

    private void insertForCompute(Node<K, V>[] tab, int i, int hash, K key, V value, Node<K, V> first,
                                  int binCount) {
        if (first instanceof TreeNode) {
            putTreeVal(tab, hash, key, value);
        } else {
            tab[i] = newNode(hash, key, value, first);
            if (binCount >= TREEIFY_THRESHOLD - 1) {
                treeifyBin(tab, hash);
            }
        }
    }

    /** The class of x if it is "class C implements Comparable<C>", else null. */
    static Class<?> comparableClassFor(Object x) {
        if (x instanceof Comparable) {
            Class<?> c = x.getClass();
            if (c == String.class) {
                return c;
            }
            Class<?>[] interfaces = c.getInterfaces();
            if (interfaces != null) {
                for (Class<?> i : interfaces) {
                    if (i == Comparable.class) {
                        return c;
                    }
                }
            }
        }
        return null;
    }

    @SuppressWarnings({"rawtypes", "unchecked"})
    static int compareComparables(Class<?> kc, Object k, Object x) {
        return (x == null || x.getClass() != kc) ? 0 : ((Comparable) k).compareTo(x);
    }

    static int tieBreakOrder(Object a, Object b) {
        int d = 0;
        if (a != null && b != null) {
            d = a.getClass().getName().compareTo(b.getClass().getName());
        }
        if (d == 0) {
            d = (System.identityHashCode(a) <= System.identityHashCode(b)) ? -1 : 1;
        }
        return d;
    }

    /** Direction (negative: left) of a new key relative to tree node p. */
    private static int treeDirection(int h, Object k, TreeNode<?, ?> p) {
        int ph = p.hash;
        if (ph > h) {
            return -1;
        }
        if (ph < h) {
            return 1;
        }
        Object pk = p.key;
        Class<?> kc = comparableClassFor(k);
        int dir = 0;
        if (kc != null) {
            dir = compareComparables(kc, k, pk);
        }
        if (dir == 0) {
            dir = tieBreakOrder(k, pk);
        }
        return dir;
    }

    final void treeifyBin(Node<K, V>[] tab, int hash) {
        int n = tab.length;
        if (n < MIN_TREEIFY_CAPACITY) {
            resize();
            return;
        }
        int index = (n - 1) & hash;
        Node<K, V> e = tab[index];
        if (e == null) {
            return;
        }
        TreeNode<K, V> hd = null;
        TreeNode<K, V> tl = null;
        do {
            TreeNode<K, V> p = replacementTreeNode(e, null);
            if (tl == null) {
                hd = p;
            } else {
                p.prev = tl;
                tl.next = p;
            }
            tl = p;
            e = e.next;
        } while (e != null);
        tab[index] = hd;
        treeify(hd, tab);
    }

    /** Builds a tree from the list starting at head (list order is kept, the root moves first). */
    private static <K, V> void treeify(TreeNode<K, V> head, Node<K, V>[] tab) {
        TreeNode<K, V> root = null;
        for (TreeNode<K, V> x = head, next; x != null; x = next) {
            next = (TreeNode<K, V>) x.next;
            x.left = x.right = null;
            if (root == null) {
                x.parent = null;
                x.red = false;
                root = x;
                continue;
            }
            TreeNode<K, V> p = root;
            for (;;) {
                int dir = treeDirection(x.hash, x.key, p);
                TreeNode<K, V> xp = p;
                p = (dir <= 0) ? p.left : p.right;
                if (p == null) {
                    x.parent = xp;
                    if (dir <= 0) {
                        xp.left = x;
                    } else {
                        xp.right = x;
                    }
                    root = balanceInsertion(root, x);
                    break;
                }
            }
        }
        moveRootToFront(tab, root);
    }

    /** Converts a bin back to plain nodes, in list order. */
    private Node<K, V> untreeify(Node<K, V> head) {
        Node<K, V> hd = null;
        Node<K, V> tl = null;
        for (Node<K, V> q = head; q != null; q = q.next) {
            Node<K, V> p = replacementNode(q, null);
            if (tl == null) {
                hd = p;
            } else {
                tl.next = p;
            }
            tl = p;
        }
        return hd;
    }

    private static <K, V> void moveRootToFront(Node<K, V>[] tab, TreeNode<K, V> root) {
        if (root == null || tab == null || tab.length == 0) {
            return;
        }
        int index = (tab.length - 1) & root.hash;
        TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
        if (root != first) {
            tab[index] = root;
            TreeNode<K, V> rp = root.prev;
            Node<K, V> rn = root.next;
            if (rn != null) {
                ((TreeNode<K, V>) rn).prev = rp;
            }
            if (rp != null) {
                rp.next = rn;
            }
            if (first != null) {
                first.prev = root;
            }
            root.next = first;
            root.prev = null;
        }
    }

    /** Inserts a new key (known to be absent) into the tree bin for hash. */
    private void putTreeVal(Node<K, V>[] tab, int h, K k, V v) {
        int index = (tab.length - 1) & h;
        TreeNode<K, V> root = ((TreeNode<K, V>) tab[index]).root();
        TreeNode<K, V> p = root;
        for (;;) {
            int dir = treeDirection(h, k, p);
            TreeNode<K, V> xp = p;
            p = (dir <= 0) ? p.left : p.right;
            if (p == null) {
                Node<K, V> xpn = xp.next;
                TreeNode<K, V> x = newTreeNode(h, k, v, xpn);
                if (dir <= 0) {
                    xp.left = x;
                } else {
                    xp.right = x;
                }
                xp.next = x;
                x.parent = x.prev = xp;
                if (xpn != null) {
                    ((TreeNode<K, V>) xpn).prev = x;
                }
                moveRootToFront(tab, balanceInsertion(root, x));
                return;
            }
        }
    }

    private void removeTreeNode(TreeNode<K, V> node, Node<K, V>[] tab, boolean movable) {
        int index = (tab.length - 1) & node.hash;
        TreeNode<K, V> first = (TreeNode<K, V>) tab[index];
        TreeNode<K, V> root = first;
        TreeNode<K, V> succ = (TreeNode<K, V>) node.next;
        TreeNode<K, V> pred = node.prev;
        // unlink from the list
        if (pred == null) {
            tab[index] = first = succ;
        } else {
            pred.next = succ;
        }
        if (succ != null) {
            succ.prev = pred;
        }
        if (first == null) {
            return;
        }
        if (root.parent != null) {
            root = root.root();
        }
        TreeNode<K, V> rl;
        if (root == null || (movable && (root.right == null || (rl = root.left) == null || rl.left == null))) {
            tab[index] = untreeify(first);
            return;
        }
        // unlink from the tree; a node with two children first trades places with its successor
        TreeNode<K, V> p = node;
        TreeNode<K, V> pl = node.left;
        TreeNode<K, V> pr = node.right;
        TreeNode<K, V> replacement;
        if (pl != null && pr != null) {
            TreeNode<K, V> s = pr;
            while (s.left != null) {
                s = s.left;
            }
            boolean c = s.red;
            s.red = p.red;
            p.red = c;
            TreeNode<K, V> sr = s.right;
            TreeNode<K, V> pp = p.parent;
            if (s == pr) {
                p.parent = s;
                s.right = p;
            } else {
                TreeNode<K, V> sp = s.parent;
                p.parent = sp;
                if (sp != null) {
                    if (s == sp.left) {
                        sp.left = p;
                    } else {
                        sp.right = p;
                    }
                }
                s.right = pr;
                pr.parent = s;
            }
            p.left = null;
            p.right = sr;
            if (sr != null) {
                sr.parent = p;
            }
            s.left = pl;
            pl.parent = s;
            s.parent = pp;
            if (pp == null) {
                root = s;
            } else if (p == pp.left) {
                pp.left = s;
            } else {
                pp.right = s;
            }
            replacement = (sr != null) ? sr : p;
        } else if (pl != null) {
            replacement = pl;
        } else if (pr != null) {
            replacement = pr;
        } else {
            replacement = p;
        }
        if (replacement != p) {
            TreeNode<K, V> pp = replacement.parent = p.parent;
            if (pp == null) {
                root = replacement;
                replacement.red = false;
            } else if (p == pp.left) {
                pp.left = replacement;
            } else {
                pp.right = replacement;
            }
            p.left = p.right = p.parent = null;
        }
        TreeNode<K, V> r = p.red ? root : balanceDeletion(root, replacement);
        if (replacement == p) {
            TreeNode<K, V> pp = p.parent;
            p.parent = null;
            if (pp != null) {
                if (p == pp.left) {
                    pp.left = null;
                } else if (p == pp.right) {
                    pp.right = null;
                }
            }
        }
        if (movable) {
            moveRootToFront(tab, r);
        }
    }

    /** Splits a tree bin on resize into lo (index j) and hi (index j + bit) lists, keeping order. */
    private void splitTreeBin(TreeNode<K, V> b, Node<K, V>[] tab, int index, int bit) {
        TreeNode<K, V> loHead = null;
        TreeNode<K, V> loTail = null;
        TreeNode<K, V> hiHead = null;
        TreeNode<K, V> hiTail = null;
        int lc = 0;
        int hc = 0;
        for (TreeNode<K, V> e = b, next; e != null; e = next) {
            next = (TreeNode<K, V>) e.next;
            e.next = null;
            if ((e.hash & bit) == 0) {
                e.prev = loTail;
                if (loTail == null) {
                    loHead = e;
                } else {
                    loTail.next = e;
                }
                loTail = e;
                ++lc;
            } else {
                e.prev = hiTail;
                if (hiTail == null) {
                    hiHead = e;
                } else {
                    hiTail.next = e;
                }
                hiTail = e;
                ++hc;
            }
        }
        if (loHead != null) {
            if (lc <= UNTREEIFY_THRESHOLD) {
                tab[index] = untreeify(loHead);
            } else {
                tab[index] = loHead;
                if (hiHead != null) {
                    treeify(loHead, tab);
                }
            }
        }
        if (hiHead != null) {
            if (hc <= UNTREEIFY_THRESHOLD) {
                tab[index + bit] = untreeify(hiHead);
            } else {
                tab[index + bit] = hiHead;
                if (loHead != null) {
                    treeify(hiHead, tab);
                }
            }
        }
    }

    private static <K, V> TreeNode<K, V> rotateLeft(TreeNode<K, V> root, TreeNode<K, V> p) {
        TreeNode<K, V> r = p.right;
        if (r == null) {
            return root;
        }
        TreeNode<K, V> rl = p.right = r.left;
        if (rl != null) {
            rl.parent = p;
        }
        TreeNode<K, V> pp = r.parent = p.parent;
        if (pp == null) {
            root = r;
            r.red = false;
        } else if (pp.left == p) {
            pp.left = r;
        } else {
            pp.right = r;
        }
        r.left = p;
        p.parent = r;
        return root;
    }

    private static <K, V> TreeNode<K, V> rotateRight(TreeNode<K, V> root, TreeNode<K, V> p) {
        TreeNode<K, V> l = p.left;
        if (l == null) {
            return root;
        }
        TreeNode<K, V> lr = p.left = l.right;
        if (lr != null) {
            lr.parent = p;
        }
        TreeNode<K, V> pp = l.parent = p.parent;
        if (pp == null) {
            root = l;
            l.red = false;
        } else if (pp.right == p) {
            pp.right = l;
        } else {
            pp.left = l;
        }
        l.right = p;
        p.parent = l;
        return root;
    }

    private static boolean isRed(TreeNode<?, ?> n) {
        return n != null && n.red;
    }

    /** Red-black fix-up after inserting x; returns the (possibly new) root. */
    private static <K, V> TreeNode<K, V> balanceInsertion(TreeNode<K, V> root, TreeNode<K, V> x) {
        x.red = true;
        for (;;) {
            TreeNode<K, V> xp = x.parent;
            if (xp == null) {
                x.red = false;
                return x;
            }
            TreeNode<K, V> xpp = xp.parent;
            if (!xp.red || xpp == null) {
                return root;
            }
            if (xp == xpp.left) {
                TreeNode<K, V> uncle = xpp.right;
                if (isRed(uncle)) {
                    uncle.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.right) {
                        x = xp;
                        root = rotateLeft(root, x);
                        xp = x.parent;
                        xpp = (xp == null) ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateRight(root, xpp);
                        }
                    }
                }
            } else {
                TreeNode<K, V> uncle = xpp.left;
                if (isRed(uncle)) {
                    uncle.red = false;
                    xp.red = false;
                    xpp.red = true;
                    x = xpp;
                } else {
                    if (x == xp.left) {
                        x = xp;
                        root = rotateRight(root, x);
                        xp = x.parent;
                        xpp = (xp == null) ? null : xp.parent;
                    }
                    if (xp != null) {
                        xp.red = false;
                        if (xpp != null) {
                            xpp.red = true;
                            root = rotateLeft(root, xpp);
                        }
                    }
                }
            }
        }
    }

    /** Red-black fix-up after removing a black node, starting at x; returns the root. */
    private static <K, V> TreeNode<K, V> balanceDeletion(TreeNode<K, V> root, TreeNode<K, V> x) {
        for (;;) {
            if (x == null || x == root) {
                return root;
            }
            TreeNode<K, V> xp = x.parent;
            if (xp == null) {
                x.red = false;
                return x;
            }
            if (x.red) {
                x.red = false;
                return root;
            }
            if (xp.left == x) {
                TreeNode<K, V> sib = xp.right;
                if (isRed(sib)) {
                    sib.red = false;
                    xp.red = true;
                    root = rotateLeft(root, xp);
                    xp = x.parent;
                    sib = (xp == null) ? null : xp.right;
                }
                if (sib == null) {
                    x = xp;
                } else {
                    TreeNode<K, V> sl = sib.left;
                    TreeNode<K, V> sr = sib.right;
                    if (!isRed(sr) && !isRed(sl)) {
                        sib.red = true;
                        x = xp;
                    } else {
                        if (!isRed(sr)) {
                            if (sl != null) {
                                sl.red = false;
                            }
                            sib.red = true;
                            root = rotateRight(root, sib);
                            xp = x.parent;
                            sib = (xp == null) ? null : xp.right;
                        }
                        if (sib != null) {
                            sib.red = (xp != null) && xp.red;
                            if (sib.right != null) {
                                sib.right.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateLeft(root, xp);
                        }
                        x = root;
                    }
                }
            } else {
                TreeNode<K, V> sib = xp.left;
                if (isRed(sib)) {
                    sib.red = false;
                    xp.red = true;
                    root = rotateRight(root, xp);
                    xp = x.parent;
                    sib = (xp == null) ? null : xp.left;
                }
                if (sib == null) {
                    x = xp;
                } else {
                    TreeNode<K, V> sl = sib.left;
                    TreeNode<K, V> sr = sib.right;
                    if (!isRed(sl) && !isRed(sr)) {
                        sib.red = true;
                        x = xp;
                    } else {
                        if (!isRed(sl)) {
                            if (sr != null) {
                                sr.red = false;
                            }
                            sib.red = true;
                            root = rotateLeft(root, sib);
                            xp = x.parent;
                            sib = (xp == null) ? null : xp.left;
                        }
                        if (sib != null) {
                            sib.red = (xp != null) && xp.red;
                            if (sib.left != null) {
                                sib.left.red = false;
                            }
                        }
                        if (xp != null) {
                            xp.red = false;
                            root = rotateRight(root, xp);
                        }
                        x = root;
                    }
                }
            }
        }
    }

    // ---- hooks for LinkedHashMap ----

    TreeNode<K, V> newTreeNode(int hash, K key, V value, Node<K, V> next) {
        return new TreeNode<K, V>(hash, key, value, next);
    }

    Node<K, V> replacementNode(Node<K, V> p, Node<K, V> next) {
        return new Node<K, V>(p.hash, p.key, p.value, next);
    }

    TreeNode<K, V> replacementTreeNode(Node<K, V> p, Node<K, V> next) {
        return new TreeNode<K, V>(p.hash, p.key, p.value, next);
    }

    Node<K, V> newNode(int hash, K key, V value, Node<K, V> next) {
        return new Node<K, V>(hash, key, value, next);
    }

    void reinitialize() {
        table = null;
        entrySet = null;
        keySet = null;
        values = null;
        modCount = 0;
        threshold = 0;
        size = 0;
    }

    void afterNodeAccess(Node<K, V> p) {
    }

    void afterNodeInsertion(boolean evict) {
    }

    void afterNodeRemoval(Node<K, V> p) {
    }
}
