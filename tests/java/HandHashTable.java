// Hand-written data structures: a generic singly linked list (add/remove/reverse/iterator), a
// separate-chaining hash table with resizing (put/get/remove/iteration order by bucket), a binary
// search tree with in-order traversal and deletion, and a min-heap; cross-checked with java.util.
import java.util.*;

public class HandHashTable {
    static final class MyList<T> implements Iterable<T> {
        private static final class Node<T> { T val; Node<T> next; Node(T v, Node<T> n) { val = v; next = n; } }
        private Node<T> head, tail; private int size;
        void add(T v) { Node<T> n = new Node<T>(v, null); if (head == null) head = tail = n; else { tail.next = n; tail = n; } size++; }
        void addFirst(T v) { head = new Node<T>(v, head); if (tail == null) tail = head; size++; }
        boolean remove(T v) {
            Node<T> prev = null;
            for (Node<T> n = head; n != null; prev = n, n = n.next) {
                if (Objects.equals(n.val, v)) { if (prev == null) head = n.next; else prev.next = n.next; if (n == tail) tail = prev; size--; return true; }
            }
            return false;
        }
        void reverse() { Node<T> prev = null, cur = head; tail = head; while (cur != null) { Node<T> nx = cur.next; cur.next = prev; prev = cur; cur = nx; } head = prev; }
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                Node<T> cur = head;
                public boolean hasNext() { return cur != null; }
                public T next() { if (cur == null) throw new NoSuchElementException(); T v = cur.val; cur = cur.next; return v; }
            };
        }
        @Override public String toString() { StringBuilder sb = new StringBuilder("["); for (T t : this) { if (sb.length() > 1) sb.append(", "); sb.append(t); } return sb.append("]").toString(); }
    }
    static final class MyMap<K, V> {
        private static final class Entry<K, V> { final K key; V val; Entry<K, V> next; Entry(K k, V v, Entry<K, V> n) { key = k; val = v; next = n; } }
        @SuppressWarnings("unchecked") private Entry<K, V>[] table = (Entry<K, V>[]) new Entry[4];
        private int size, resizes;
        private int idx(Object k, int len) { int h = k == null ? 0 : k.hashCode(); h ^= h >>> 16; return h & (len - 1); }
        V put(K k, V v) {
            int i = idx(k, table.length);
            for (Entry<K, V> e = table[i]; e != null; e = e.next) if (Objects.equals(e.key, k)) { V old = e.val; e.val = v; return old; }
            table[i] = new Entry<K, V>(k, v, table[i]);
            if (++size > table.length * 3 / 4) resize();
            return null;
        }
        V get(Object k) { for (Entry<K, V> e = table[idx(k, table.length)]; e != null; e = e.next) if (Objects.equals(e.key, k)) return e.val; return null; }
        V remove(Object k) {
            int i = idx(k, table.length);
            Entry<K, V> prev = null;
            for (Entry<K, V> e = table[i]; e != null; prev = e, e = e.next) if (Objects.equals(e.key, k)) { if (prev == null) table[i] = e.next; else prev.next = e.next; size--; return e.val; }
            return null;
        }
        @SuppressWarnings("unchecked") private void resize() {
            Entry<K, V>[] old = table;
            table = (Entry<K, V>[]) new Entry[old.length * 2];
            resizes++;
            for (Entry<K, V> head : old) for (Entry<K, V> e = head; e != null; e = e.next) { int i = idx(e.key, table.length); table[i] = new Entry<K, V>(e.key, e.val, table[i]); }
        }
        String dump(int limit) { StringBuilder sb = new StringBuilder(); int n = 0; for (Entry<K, V> head : table) for (Entry<K, V> e = head; e != null && n < limit; e = e.next, n++) sb.append(e.key).append('=').append(e.val).append(' '); return sb.toString(); }
    }
    static final class Bst {
        int key; Bst left, right;
        Bst(int k) { key = k; }
        static Bst insert(Bst t, int k) { if (t == null) return new Bst(k); if (k < t.key) t.left = insert(t.left, k); else if (k > t.key) t.right = insert(t.right, k); return t; }
        static Bst delete(Bst t, int k) {
            if (t == null) return null;
            if (k < t.key) t.left = delete(t.left, k);
            else if (k > t.key) t.right = delete(t.right, k);
            else { if (t.left == null) return t.right; if (t.right == null) return t.left; Bst m = t.right; while (m.left != null) m = m.left; t.key = m.key; t.right = delete(t.right, m.key); }
            return t;
        }
        static void inorder(Bst t, List<Integer> out) { if (t == null) return; inorder(t.left, out); out.add(t.key); inorder(t.right, out); }
        static int height(Bst t) { return t == null ? 0 : 1 + Math.max(height(t.left), height(t.right)); }
    }
    public static void main(String[] args) {
        MyList<String> l = new MyList<String>();
        for (String s : "one two three four five".split(" ")) l.add(s);
        l.addFirst("zero");
        System.out.println(l + " size=" + l.size + " " + l.remove("three") + " " + l.remove("nine") + " " + l.remove("five") + " " + l);
        l.reverse(); l.add("end");
        System.out.println(l + " size=" + l.size);
        MyMap<String, Integer> m = new MyMap<String, Integer>();
        HashMap<String, Integer> ref = new HashMap<String, Integer>();
        Random r = new Random(11);
        for (int i = 0; i < 2000; i++) {
            String k = "k" + r.nextInt(500);
            int op = r.nextInt(3);
            if (op < 2) { Integer a = m.put(k, i), b = ref.put(k, i); if (!Objects.equals(a, b)) System.out.println("MISMATCH put " + k); }
            else { Integer a = m.remove(k), b = ref.remove(k); if (!Objects.equals(a, b)) System.out.println("MISMATCH remove " + k); }
        }
        int agree = 0;
        for (int i = 0; i < 500; i++) if (Objects.equals(m.get("k" + i), ref.get("k" + i))) agree++;
        System.out.println("hash table size=" + m.size + " ref=" + ref.size() + " agree=" + agree + " resizes=" + m.resizes + " capacity=" + m.table.length);
        System.out.println(m.dump(12));
        m.put(null, -1);
        System.out.println("null key: " + m.get(null) + " " + m.remove(null) + " " + m.get(null));
        Bst t = null;
        TreeSet<Integer> refSet = new TreeSet<Integer>();
        for (int i = 0; i < 300; i++) { int k = r.nextInt(1000); t = Bst.insert(t, k); refSet.add(k); }
        for (int i = 0; i < 100; i++) { int k = r.nextInt(1000); t = Bst.delete(t, k); refSet.remove(k); }
        List<Integer> in = new ArrayList<Integer>();
        Bst.inorder(t, in);
        System.out.println("BST size=" + in.size() + " matches TreeSet=" + in.equals(new ArrayList<Integer>(refSet)) + " height=" + Bst.height(t) + " first=" + in.subList(0, 8));
        int[] heap = new int[64]; int hs = 0;
        for (int i = 0; i < 50; i++) {
            int v = r.nextInt(100); int c = hs++; heap[c] = v;
            while (c > 0 && heap[(c - 1) / 2] > heap[c]) { int p = (c - 1) / 2, tmp = heap[p]; heap[p] = heap[c]; heap[c] = tmp; c = p; }
        }
        StringBuilder sb = new StringBuilder();
        while (hs > 0) {
            sb.append(heap[0]).append(' ');
            heap[0] = heap[--hs];
            int c = 0;
            while (true) { int a = 2 * c + 1, b = a + 1, s = c; if (a < hs && heap[a] < heap[s]) s = a; if (b < hs && heap[b] < heap[s]) s = b; if (s == c) break; int tmp = heap[s]; heap[s] = heap[c]; heap[c] = tmp; c = s; }
        }
        System.out.println("heap order: " + sb);
    }
}
