// java.util.Collections: sort (stable), reverse, shuffle with seeded Random, swap, rotate, fill,
// nCopies, frequency, max/min (with comparator), binarySearch, unmodifiable/singleton/empty
// collections, addAll, disjoint, reverseOrder, indexOfSubList, list copy.
import java.util.*;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) l.add(i);
        Collections.shuffle(l, new Random(42));
        System.out.println("shuffle(42): " + l);
        Collections.shuffle(l, new Random(1));
        System.out.println("shuffle(1):  " + l);
        Collections.sort(l);
        Collections.reverse(l);
        System.out.println(l);
        Collections.swap(l, 0, 19);
        Collections.rotate(l, 3);
        System.out.println(l);
        Collections.rotate(l, -5);
        System.out.println(l);
        List<String> words = new ArrayList<String>(Arrays.asList("kiwi", "Apple", "fig", "banana", "apple", "Cherry", "date", "fig"));
        Collections.sort(words);
        System.out.println(words + " bs(fig)=" + Collections.binarySearch(words, "fig") + " bs(grape)=" + Collections.binarySearch(words, "grape"));
        Collections.sort(words, String.CASE_INSENSITIVE_ORDER);
        System.out.println(words);
        Collections.sort(words, Collections.reverseOrder());
        System.out.println(words + " max=" + Collections.max(words) + " min=" + Collections.min(words) + " maxLen=" + Collections.max(words, Comparator.comparing(String::length)));
        System.out.println("freq(fig)=" + Collections.frequency(words, "fig") + " nCopies=" + Collections.nCopies(3, "ab") + " disjoint=" + Collections.disjoint(words, Arrays.asList("x", "fig")));
        List<Character> chars = new ArrayList<Character>(Collections.nCopies(5, '-'));
        Collections.fill(chars, '*');
        Collections.addAll(chars, 'a', 'b');
        System.out.println(chars);
        System.out.println(Collections.indexOfSubList(Arrays.asList(1, 2, 3, 2, 3, 4), Arrays.asList(2, 3, 4)) + " " + Collections.lastIndexOfSubList(Arrays.asList(1, 2, 3, 2, 3), Arrays.asList(2, 3)));
        List<String> dst = new ArrayList<String>(Arrays.asList("1", "2", "3", "4"));
        Collections.copy(dst, Arrays.asList("a", "b"));
        System.out.println(dst);
        System.out.println(Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.emptySet() + " " + Collections.singletonList(5) + " " + Collections.singleton("s") + " " + Collections.singletonMap("k", "v"));
        try { Collections.emptyList().add(null); } catch (UnsupportedOperationException e) { System.out.println("emptyList UOE"); }
        try { Collections.unmodifiableMap(new HashMap<String, String>()).put("a", "b"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiableMap UOE"); }
        Set<Integer> us = Collections.unmodifiableSet(new TreeSet<Integer>(Arrays.asList(3, 1, 2)));
        System.out.println(us + " " + us.contains(2));
        List<Integer> synced = Collections.synchronizedList(new ArrayList<Integer>(Arrays.asList(5, 4)));
        synced.add(3);
        System.out.println(synced);
        List<int[]> pairs = new ArrayList<int[]>();
        for (int i = 0; i < 12; i++) pairs.add(new int[] { i % 3, i });
        Collections.sort(pairs, (a, b) -> a[0] - b[0]);   // stable: second components stay ascending
        StringBuilder sb = new StringBuilder();
        for (int[] p : pairs) sb.append(p[0]).append('/').append(p[1]).append(' ');
        System.out.println(sb);
        List<Integer> big = new ArrayList<Integer>();
        Random r = new Random(2024);
        for (int i = 0; i < 1000; i++) big.add(r.nextInt(10000));
        Collections.sort(big);
        System.out.println(big.get(0) + " " + big.get(500) + " " + big.get(999) + " " + Collections.binarySearch(big, big.get(321)) / 10 + " " + Collections.max(big));
        Collections.shuffle(big, new Random(5));
        System.out.println(big.subList(0, 10));
        LinkedList<Integer> linked = new LinkedList<Integer>(big.subList(0, 30));
        Collections.sort(linked, Collections.reverseOrder());
        Collections.shuffle(linked, new Random(9));
        System.out.println(linked);
        List<Integer> ro = Collections.unmodifiableList(linked);
        System.out.println(ro.get(0) + " " + ro.size());
    }
}
