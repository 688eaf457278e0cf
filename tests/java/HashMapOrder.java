// HashMap/HashSet iteration order with String and Integer keys: small maps, hundreds of entries
// (resizing), negative and large Integer keys, removals, re-insertion, null key/value, entrySet
// mutation, keySet/values views, getOrDefault/putIfAbsent/compute/merge, toString.
import java.util.*;

public class HashMapOrder {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<String, Integer>();
        String[] words = { "banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya", "quince" };
        for (int i = 0; i < words.length; i++) m.put(words[i], i);
        System.out.println(m);
        System.out.println(m.keySet());
        System.out.println(m.values());
        m.remove("apple"); m.remove("kiwi"); m.put("apple", 100); m.put("zucchini", 200);
        System.out.println(m);
        Map<Integer, String> im = new HashMap<Integer, String>();
        int[] keys = { 5, -3, 100, 17, 1 << 20, -1000000, 33, 16, 0, Integer.MAX_VALUE, Integer.MIN_VALUE, 64, 48 };
        for (int k : keys) im.put(k, "v" + k);
        System.out.println(im);
        Map<Integer, Integer> big = new HashMap<Integer, Integer>();
        for (int i = 0; i < 700; i++) big.put(i * 37 % 1009 - 300, i);
        for (int i = 0; i < 700; i += 3) big.remove(i * 37 % 1009 - 300);
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) { sb.append(e.getKey()).append('=').append(e.getValue()).append(n % 20 == 19 ? "\n" : " "); n++; }
        System.out.println(sb);
        System.out.println("size=" + big.size());
        Map<String, Integer> sm = new HashMap<String, Integer>();
        for (int i = 0; i < 300; i++) sm.put("key" + i, i);
        for (int i = 0; i < 300; i += 7) sm.remove("key" + i);
        StringBuilder ks = new StringBuilder();
        n = 0;
        for (String k : sm.keySet()) { ks.append(k).append(n % 25 == 24 ? "\n" : " "); n++; }
        System.out.println(ks);
        Set<String> hs = new HashSet<String>();
        for (String w : "the quick brown fox jumps over the lazy dog and the quick cat".split(" ")) hs.add(w);
        System.out.println(hs + " " + hs.size());
        Set<Integer> iset = new HashSet<Integer>();
        for (int i = 0; i < 100; i++) iset.add((i * i * 31) % 997 - 500);
        System.out.println(iset);
        Map<String, String> nulls = new HashMap<String, String>();
        nulls.put(null, "nullkey"); nulls.put("k", null); nulls.put("a", "b");
        System.out.println(nulls + " " + nulls.get(null) + " " + nulls.containsKey("k") + " " + nulls.get("k") + " " + nulls.containsValue(null) + " " + nulls.getOrDefault("zz", "dflt"));
        Map<String, Integer> counts = new HashMap<String, Integer>();
        for (String w : "a b c a b a d e a c".split(" ")) counts.merge(w, 1, Integer::sum);
        counts.putIfAbsent("f", 0);
        counts.putIfAbsent("a", 99);
        counts.compute("b", (k, v) -> v == null ? 1 : v * 10);
        counts.computeIfPresent("c", (k, v) -> null);
        counts.computeIfAbsent("g", k -> 7);
        System.out.println(counts);
        Iterator<Map.Entry<String, Integer>> it = counts.entrySet().iterator();
        while (it.hasNext()) { Map.Entry<String, Integer> e = it.next(); if (e.getValue() == 1) it.remove(); else e.setValue(e.getValue() + 1000); }
        System.out.println(counts);
        counts.keySet().remove("a");
        counts.values().remove(1007);
        System.out.println(counts + " " + counts.size());
        Map<Long, Double> lm = new HashMap<Long, Double>();
        for (long i = -5; i < 5; i++) lm.put(i * 1000000007L, i / 4.0);
        System.out.println(lm);
        Map<Character, Boolean> cm = new HashMap<Character, Boolean>();
        for (char c : "hello world".toCharArray()) cm.put(c, Character.isLetter(c));
        System.out.println(cm);
        Map<Double, String> dm = new HashMap<Double, String>();
        dm.put(0.0, "zero"); dm.put(-0.0, "negzero"); dm.put(Double.NaN, "nan"); dm.put(1.5, "x");
        System.out.println(dm.size() + " " + dm.get(0.0) + " " + dm.get(-0.0) + " " + dm.get(Double.NaN));
        HashMap<String, Integer> copy = new HashMap<String, Integer>(m);
        copy.putAll(counts);
        System.out.println(copy.equals(m) + " " + copy.size() + " " + copy);
        m.clear();
        System.out.println(m + " " + m.isEmpty());
    }
}
