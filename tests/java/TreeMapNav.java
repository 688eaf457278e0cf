// TreeMap/TreeSet: sorted iteration, navigation (floor/ceiling/higher/lower, first/last, poll),
// headMap/tailMap/subMap views, descendingMap, custom comparators, NPE on null key.
import java.util.*;

public class TreeMapNav {
    public static void main(String[] args) {
        TreeMap<Integer, String> tm = new TreeMap<Integer, String>();
        for (int k : new int[] { 50, 20, 80, 10, 30, 70, 90, 25, 35, 65 }) tm.put(k, "v" + k);
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.firstEntry() + " " + tm.lastEntry().getValue());
        for (int q : new int[] { 5, 10, 27, 50, 95 }) System.out.println(q + ": floor=" + tm.floorKey(q) + " ceil=" + tm.ceilingKey(q) + " lower=" + tm.lowerKey(q) + " higher=" + tm.higherKey(q) + " floorEntry=" + tm.floorEntry(q));
        System.out.println(tm.headMap(30) + " " + tm.headMap(30, true) + " " + tm.tailMap(70) + " " + tm.tailMap(70, false) + " " + tm.subMap(20, 65) + " " + tm.subMap(20, false, 65, true));
        System.out.println(tm.descendingMap() + " " + tm.descendingKeySet() + " " + tm.navigableKeySet().headSet(30));
        SortedMap<Integer, String> head = tm.headMap(40);
        head.remove(25);
        tm.put(15, "v15");
        System.out.println(head + " " + tm.size());
        System.out.println(tm.pollFirstEntry() + " " + tm.pollLastEntry() + " " + tm);
        try { tm.put(null, "x"); } catch (NullPointerException e) { System.out.println("null key NPE"); }
        TreeMap<String, Integer> byLen = new TreeMap<String, Integer>(new Comparator<String>() {
            public int compare(String a, String b) { return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b); }
        });
        for (String w : "pear fig banana kiwi apple plum date".split(" ")) byLen.put(w, w.length());
        System.out.println(byLen + " " + byLen.firstKey() + " " + byLen.ceilingKey("zzzz"));
        TreeMap<String, Integer> ci = new TreeMap<String, Integer>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Hello", 1); ci.put("hello", 2); ci.put("WORLD", 3); ci.put("abc", 4);
        System.out.println(ci + " " + ci.get("HELLO"));
        TreeSet<String> ts = new TreeSet<String>(Arrays.asList("delta", "alpha", "echo", "charlie", "bravo", "alpha"));
        System.out.println(ts + " " + ts.first() + " " + ts.last() + " " + ts.floor("c") + " " + ts.ceiling("c") + " " + ts.higher("echo") + " " + ts.lower("alpha"));
        System.out.println(ts.headSet("charlie") + " " + ts.tailSet("charlie") + " " + ts.subSet("b", "d") + " " + ts.descendingSet() + " " + ts.pollFirst() + " " + ts);
        TreeSet<Integer> rev = new TreeSet<Integer>(Collections.reverseOrder());
        for (int i = 0; i < 20; i++) rev.add(i * 13 % 20);
        System.out.println(rev);
        TreeMap<Integer, Integer> big = new TreeMap<Integer, Integer>();
        for (int i = 0; i < 2000; i++) big.put((i * 7919) % 10007, i);
        for (int i = 0; i < 2000; i += 2) big.remove((i * 7919) % 10007);
        System.out.println(big.size() + " " + big.firstKey() + " " + big.lastKey() + " " + big.floorKey(5000) + " " + big.ceilingKey(5000) + " " + big.headMap(1000).size());
        int checksum = 0;
        for (Map.Entry<Integer, Integer> e : big.entrySet()) checksum = checksum * 31 + e.getKey() ^ e.getValue();
        System.out.println("checksum=" + checksum);
        Map.Entry<Integer, Integer> e = big.firstEntry();
        try { e.setValue(5); } catch (UnsupportedOperationException ex) { System.out.println("entry immutable"); }
        TreeMap<String, List<Integer>> index = new TreeMap<String, List<Integer>>();
        String[] text = "to be or not to be that is the question".split(" ");
        for (int i = 0; i < text.length; i++) index.computeIfAbsent(text[i], k -> new ArrayList<Integer>()).add(i);
        System.out.println(index);
    }
}
