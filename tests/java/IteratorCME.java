// Iterator.remove and ConcurrentModificationException (fail-fast iterators of ArrayList, HashMap,
// LinkedList, TreeMap), IllegalStateException on double remove, removeIf, safe removal patterns.
import java.util.*;

public class IteratorCME {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) l.add(i);
        Iterator<Integer> it = l.iterator();
        while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
        System.out.println(l);
        try { for (Integer x : l) if (x == 4) l.remove(x); } catch (ConcurrentModificationException e) { System.out.println("ArrayList CME: " + e.getClass().getName() + " " + l); }
        try { for (Integer x : l) if (x == 7) l.add(100); } catch (ConcurrentModificationException e) { System.out.println("ArrayList add CME"); }
        List<Integer> l2 = new ArrayList<Integer>(Arrays.asList(1, 2, 3));
        for (Integer x : l2) if (x == 2) l2.remove(x);   // removing second-to-last: no CME (hasNext false)
        System.out.println("no CME quirk: " + l2);
        Iterator<Integer> it2 = l.iterator();
        try { it2.remove(); } catch (IllegalStateException e) { System.out.println("remove before next: ISE"); }
        it2.next(); it2.remove();
        try { it2.remove(); } catch (IllegalStateException e) { System.out.println("double remove: ISE"); }
        Map<String, Integer> m = new HashMap<String, Integer>();
        for (int i = 0; i < 20; i++) m.put("k" + i, i);
        try { for (String k : m.keySet()) if (k.equals("k5")) m.remove(k); } catch (ConcurrentModificationException e) { System.out.println("HashMap CME"); }
        try { for (Map.Entry<String, Integer> e : m.entrySet()) m.put("new" + e.getKey(), 1); } catch (ConcurrentModificationException e) { System.out.println("HashMap put CME"); }
        for (Iterator<Map.Entry<String, Integer>> mi = m.entrySet().iterator(); mi.hasNext(); ) if (mi.next().getValue() % 2 == 1) mi.remove();
        System.out.println(new TreeMap<String, Integer>(m));
        m.put("k2", 1000);   // replacing a value is not a structural modification
        for (String k : m.keySet()) if (k.equals("k4")) m.put(k, -4);
        System.out.println(m.get("k2") + " " + m.get("k4"));
        LinkedList<String> ll = new LinkedList<String>(Arrays.asList("a", "b", "c", "d"));
        try { for (String s : ll) if (s.equals("b")) ll.add("e"); } catch (ConcurrentModificationException e) { System.out.println("LinkedList CME"); }
        TreeMap<Integer, Integer> tm = new TreeMap<Integer, Integer>();
        for (int i = 0; i < 10; i++) tm.put(i, i);
        try { for (Integer k : tm.keySet()) if (k == 3) tm.remove(k); } catch (ConcurrentModificationException e) { System.out.println("TreeMap CME"); }
        Iterator<Integer> ti = tm.keySet().iterator();
        while (ti.hasNext()) if (ti.next() % 2 == 0) ti.remove();
        System.out.println(tm);
        List<String> words = new ArrayList<String>(Arrays.asList("apple", "kiwi", "banana", "fig", "cherry"));
        System.out.println(words.removeIf(w -> w.length() < 5) + " " + words + " " + words.removeIf(w -> w.isEmpty()));
        Set<Integer> hs = new HashSet<Integer>();
        for (int i = 0; i < 50; i++) hs.add(i);
        hs.removeIf(x -> x % 7 != 0);
        System.out.println(hs);
        try { Iterator<Integer> e = new ArrayList<Integer>().iterator(); e.next(); } catch (NoSuchElementException e) { System.out.println("NSEE"); }
        ListIterator<String> li = words.listIterator();
        li.next(); li.set("APPLE"); li.add("inserted");
        try { li.set("bad"); } catch (IllegalStateException e) { System.out.println("set after add: ISE"); }
        System.out.println(words);
        ArrayDeque<Integer> dq = new ArrayDeque<Integer>(Arrays.asList(1, 2, 3));
        try { for (Integer x : dq) dq.addLast(x); } catch (ConcurrentModificationException e) { System.out.println("ArrayDeque CME"); }
    }
}
