// LinkedHashMap (insertion and access order, removeEldestEntry LRU), LinkedHashSet, Hashtable
// (toString order, null rejection), HashSet operations (union/intersection/difference via addAll etc.).
import java.util.*;

public class LinkedCollections {
    static class Lru<K, V> extends LinkedHashMap<K, V> {
        final int cap;
        Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> eldest) { return size() > cap; }
    }
    public static void main(String[] args) {
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<String, Integer>();
        for (String w : "zeta alpha mu beta alpha omega".split(" ")) lhm.put(w, w.length());
        System.out.println(lhm + " " + lhm.keySet() + " " + lhm.values());
        lhm.remove("mu"); lhm.put("mu", 0); lhm.put("zeta", 99);
        System.out.println(lhm);
        Lru<Integer, String> lru = new Lru<Integer, String>(3);
        for (int i = 1; i <= 4; i++) lru.put(i, "v" + i);
        System.out.println(lru);
        lru.get(2);
        lru.put(5, "v5");
        System.out.println(lru + " " + lru.containsKey(3));
        LinkedHashSet<Integer> lhs = new LinkedHashSet<Integer>();
        for (int i : new int[] { 9, 3, 7, 3, 1, 9, 12, -4 }) lhs.add(i);
        System.out.println(lhs + " " + lhs.contains(7) + " " + lhs.remove(3) + " " + lhs);
        Hashtable<String, Integer> ht = new Hashtable<String, Integer>();
        for (String w : "one two three four five six seven eight nine ten".split(" ")) ht.put(w, w.length());
        System.out.println(ht);
        System.out.println(ht.get("three") + " " + ht.containsKey("ten") + " " + ht.contains(5) + " " + ht.size());
        try { ht.put(null, 1); } catch (NullPointerException e) { System.out.println("Hashtable null key: NPE"); }
        try { ht.put("x", null); } catch (NullPointerException e) { System.out.println("Hashtable null value: NPE"); }
        Enumeration<String> keys = ht.keys();
        int kc = 0;
        while (keys.hasMoreElements()) { keys.nextElement(); kc++; }
        System.out.println("keys=" + kc);
        Set<Integer> a = new HashSet<Integer>(Arrays.asList(1, 2, 3, 4, 5, 6));
        Set<Integer> b = new HashSet<Integer>(Arrays.asList(4, 5, 6, 7, 8));
        Set<Integer> union = new HashSet<Integer>(a); union.addAll(b);
        Set<Integer> inter = new HashSet<Integer>(a); inter.retainAll(b);
        Set<Integer> diff = new HashSet<Integer>(a); diff.removeAll(b);
        System.out.println(union + " " + inter + " " + diff + " " + a.containsAll(inter) + " " + union.equals(new TreeSet<Integer>(union)));
        Set<String> strs = new LinkedHashSet<String>();
        for (int i = 0; i < 40; i++) strs.add("s" + (i * 7 % 13));
        System.out.println(strs);
        Map<String, List<String>> groups = new LinkedHashMap<String, List<String>>();
        for (String w : "apple avocado banana blueberry cherry apricot cranberry".split(" ")) {
            String k = w.substring(0, 1);
            List<String> g = groups.get(k);
            if (g == null) { g = new ArrayList<String>(); groups.put(k, g); }
            g.add(w);
        }
        System.out.println(groups);
        LinkedHashMap<Integer, Integer> big = new LinkedHashMap<Integer, Integer>();
        for (int i = 0; i < 500; i++) big.put(i * 7919 % 1000, i);
        Iterator<Integer> it = big.keySet().iterator();
        int removed = 0;
        while (it.hasNext()) if (it.next() % 3 == 0) { it.remove(); removed++; }
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) { if (n++ < 30) sb.append(e.getKey()).append("=").append(e.getValue()).append(' '); }
        System.out.println(removed + " " + big.size() + " " + sb);
    }
}
