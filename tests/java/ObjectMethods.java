// equals/hashCode contracts of own classes used as HashMap/HashSet keys, toString overrides,
// Objects.hash/equals, mutable keys, getClass-based equals vs instanceof-based, default equals.
import java.util.*;

public class ObjectMethods {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return 31 * x + y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    static class Name {
        final String first, last;
        Name(String f, String l) { first = f; last = l; }
        @Override public boolean equals(Object o) { return o != null && o.getClass() == getClass() && Objects.equals(first, ((Name) o).first) && Objects.equals(last, ((Name) o).last); }
        @Override public int hashCode() { return Objects.hash(first, last); }
        @Override public String toString() { return first + " " + last; }
    }
    static class Plain { }
    static class BadHash {
        final int v;
        BadHash(int v) { this.v = v; }
        @Override public boolean equals(Object o) { return o instanceof BadHash && ((BadHash) o).v == v; }
        @Override public int hashCode() { return 1; }   // all collide: exercises bin chains / treeification
        @Override public String toString() { return "B" + v; }
    }
    public static void main(String[] args) {
        Map<Point, String> grid = new HashMap<Point, String>();
        for (int i = 0; i < 6; i++) for (int j = 0; j < 6; j++) grid.put(new Point(i, j), i + ":" + j);
        System.out.println(grid.size() + " " + grid.get(new Point(3, 4)) + " " + grid.containsKey(new Point(9, 9)) + " " + new Point(1, 2).equals(new Point(1, 2)) + " " + new Point(1, 2).hashCode());
        System.out.println(grid.keySet());
        Set<Name> names = new HashSet<Name>();
        names.add(new Name("Ada", "Lovelace"));
        names.add(new Name("Alan", "Turing"));
        names.add(new Name("Ada", "Lovelace"));
        names.add(new Name(null, "Anon"));
        names.add(new Name(null, "Anon"));
        System.out.println(names.size() + " " + names.contains(new Name("Alan", "Turing")) + " " + new Name("a", "b").hashCode() + " " + Objects.hash(1, 2, 3) + " " + Objects.hash() + " " + Objects.hashCode(null));
        Plain p1 = new Plain(), p2 = new Plain();
        System.out.println(p1.equals(p2) + " " + p1.equals(p1) + " " + (p1.hashCode() == p1.hashCode()));
        Set<Plain> plains = new HashSet<Plain>();
        plains.add(p1); plains.add(p2); plains.add(p1);
        System.out.println("identity set size=" + plains.size());
        Map<BadHash, Integer> bad = new HashMap<BadHash, Integer>();
        for (int i = 0; i < 40; i++) bad.put(new BadHash(i), i * i);
        bad.remove(new BadHash(7));
        int sum = 0;
        for (int i = 0; i < 40; i++) { Integer v = bad.get(new BadHash(i)); if (v != null) sum += v; }
        System.out.println("collisions: size=" + bad.size() + " sum=" + sum + " " + bad.containsKey(new BadHash(39)));
        List<Point> pts = new ArrayList<Point>(Arrays.asList(new Point(2, 2), new Point(1, 1), new Point(2, 2)));
        System.out.println(pts.indexOf(new Point(2, 2)) + " " + pts.lastIndexOf(new Point(2, 2)) + " " + pts.contains(new Point(1, 1)) + " " + pts.remove(new Point(2, 2)) + " " + pts);
        Map<List<Integer>, String> listKeys = new HashMap<List<Integer>, String>();
        listKeys.put(Arrays.asList(1, 2, 3), "abc");
        System.out.println(listKeys.get(new ArrayList<Integer>(Arrays.asList(1, 2, 3))) + " " + Arrays.asList(1, 2, 3).hashCode() + " " + new HashSet<Integer>(Arrays.asList(1, 2, 3)).hashCode());
        Map<String, Integer> m1 = new HashMap<String, Integer>(), m2 = new TreeMap<String, Integer>();
        m1.put("a", 1); m1.put("b", 2); m2.put("b", 2); m2.put("a", 1);
        System.out.println(m1.equals(m2) + " " + (m1.hashCode() == m2.hashCode()) + " " + m1.hashCode());
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.toString(null) + " " + Objects.toString(null, "dflt") + " " + Objects.requireNonNull("ok"));
        try { Objects.requireNonNull(null, "value must not be null"); } catch (NullPointerException e) { System.out.println("NPE: " + e.getMessage()); }
        Object o = new Object();
        System.out.println(o.equals(o) + " " + o.equals(new Object()) + " " + o.getClass().getName() + " " + (o.hashCode() == System.identityHashCode(o)));
        String str = "hash me";
        System.out.println(str.hashCode() + " " + (System.identityHashCode(str) == System.identityHashCode(str)) + " " + "".hashCode());
    }
}
