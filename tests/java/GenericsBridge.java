// Generics with bridge methods, covariant return types, generic methods, bounded types,
// raw types, wildcards.
import java.util.*;

public class GenericsBridge {
    interface Transformer<A, B> { B transform(A a); }
    static class Lengther implements Transformer<String, Integer> {
        public Integer transform(String s) { return s.length(); }   // bridge transform(Object)Object
    }
    static class Node<T extends Comparable<T>> implements Comparable<Node<T>> {
        T val;
        Node(T v) { val = v; }
        public int compareTo(Node<T> o) { return val.compareTo(o.val); }  // bridge compareTo(Object)
        public String toString() { return "Node(" + val + ")"; }
    }
    static class Animal {
        Animal copy() { return new Animal(); }
        Object id() { return "animal"; }
        public String toString() { return "Animal"; }
    }
    static class Cat extends Animal {
        @Override Cat copy() { return new Cat(); }          // covariant return
        @Override String id() { return "cat"; }
        public String toString() { return "Cat"; }
    }
    static <T extends Comparable<? super T>> T max(List<? extends T> list) {
        T best = null;
        for (T t : list) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }
    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }
    static void fill(List<? super Integer> sink, int n) { for (int i = 0; i < n; i++) sink.add(i * i); }
    static class Box<T> {
        private T item;
        void set(T t) { item = t; }
        T get() { return item; }
    }
    static class IntBox extends Box<Integer> {
        @Override void set(Integer t) { super.set(t == null ? -1 : t * 2); }  // bridge set(Object)
        @Override Integer get() { return super.get() + 1; }
    }
    static <K, V extends Comparable<V>> K argmax(Map<K, V> m) {
        K best = null; V bv = null;
        for (Map.Entry<K, V> e : m.entrySet()) if (bv == null || e.getValue().compareTo(bv) > 0) { best = e.getKey(); bv = e.getValue(); }
        return best;
    }
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void main(String[] args) {
        Transformer<String, Integer> t = new Lengther();
        Transformer raw = t;
        System.out.println(t.transform("hello") + " " + raw.transform("bridge!"));
        try {
            raw.transform(Integer.valueOf(3));
        } catch (ClassCastException e) {
            System.out.println("CCE via bridge: " + e.getClass().getName());
        }
        List<Node<String>> nodes = new ArrayList<Node<String>>();
        for (String s : new String[] { "pear", "apple", "fig", "kiwi" }) nodes.add(new Node<String>(s));
        Collections.sort(nodes);
        System.out.println(nodes + " max=" + max(nodes));
        Comparable c = nodes.get(0);
        System.out.println("raw compareTo: " + Integer.signum(c.compareTo(nodes.get(1))));
        Animal a = new Cat();
        System.out.println(a.copy() + " " + a.id() + " " + new Cat().copy().id());
        System.out.println(max(Arrays.asList(3, 9, 2, 7)) + " " + sum(Arrays.asList(1, 2.5, 3L, 4.0f)));
        List<Number> sink = new ArrayList<Number>();
        fill(sink, 6);
        System.out.println(sink);
        Box<Integer> b = new IntBox();
        b.set(20);
        System.out.println(b.get());
        Box rawBox = b;
        rawBox.set(null);
        System.out.println(rawBox.get());
        Map<String, Double> scores = new TreeMap<String, Double>();
        scores.put("ann", 3.5); scores.put("bob", 9.25); scores.put("cy", 7.0);
        System.out.println("argmax=" + argmax(scores));
        List<String> strs = new ArrayList<String>();
        List rawList = strs;
        rawList.add(Integer.valueOf(5));
        try {
            String s = strs.get(0);
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution CCE: " + e.getClass().getSimpleName());
        }
    }
}
