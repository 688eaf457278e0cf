// ARGS: 12
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Collections: HashMap with Integer and String keys, ArrayList of boxed
 * integers, TreeMap range queries, HashSet membership, iteration via
 * iterators and entrySet (boxing, hashCode/equals, interface calls).
 */
public class CollectionsMix {
    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        long h = 0;
        for (int r = 0; r < rounds; r++) {
            HashMap<Integer, Integer> counts = new HashMap<>();
            int x = r + 1;
            for (int i = 0; i < 40000; i++) {
                x = x * 1103515245 + 12345;
                Integer k = (x >>> 8) % 5000;
                counts.merge(k, 1, Integer::sum);
            }
            for (Map.Entry<Integer, Integer> e : counts.entrySet()) h += (long) e.getKey() * e.getValue();

            HashMap<String, List<Integer>> byName = new HashMap<>();
            for (int i = 0; i < 10000; i++) {
                String key = "k" + (i % 700);
                List<Integer> l = byName.get(key);
                if (l == null) { l = new ArrayList<>(); byName.put(key, l); }
                l.add(i);
            }
            for (int i = 0; i < 700; i += 7) {
                List<Integer> l = byName.get("k" + i);
                int s = 0;
                for (Integer v : l) s += v;
                h = h * 31 + s;
            }

            ArrayList<Integer> list = new ArrayList<>();
            for (int i = 0; i < 30000; i++) list.add(i ^ (i >> 3));
            for (int i = 0; i < 1000; i++) list.remove(list.size() - 1 - i);
            Iterator<Integer> it = list.iterator();
            while (it.hasNext()) if ((it.next() & 7) == 0) it.remove();
            h += list.size();
            for (int i = 0; i < list.size(); i += 13) h += list.get(i);

            TreeMap<Integer, String> tree = new TreeMap<>();
            for (int i = 0; i < 8000; i++) tree.put((i * 7919) % 10007, "v" + i);
            for (int i = 0; i < 2000; i++) {
                Map.Entry<Integer, String> e = tree.ceilingEntry(i * 5);
                if (e != null) h += e.getKey() + e.getValue().length();
                Integer f = tree.floorKey(i * 5 + 2);
                if (f != null) h ^= f;
            }
            int sub = tree.subMap(1000, 3000).size() + tree.headMap(500).size() + tree.tailMap(9000, true).size();
            h = h * 17 + sub;
            while (tree.size() > 4000) tree.pollFirstEntry();
            h += tree.firstKey() + tree.lastKey();

            HashSet<String> seen = new HashSet<>();
            int dup = 0;
            for (int i = 0; i < 10000; i++) if (!seen.add(Integer.toString((i * 31) % 6000))) dup++;
            h += dup + seen.size();
        }
        System.out.println(h);
    }
}
