// NO-RELEASE8
import java.util.*;

/** Records: toString/equals/hashCode come from the ObjectMethods bootstrap (invokedynamic with getter method handles). */
public class RecordsObjectMethods {
    record Empty() {}
    record Point(int x, int y) {}
    record All(boolean z, byte b, char c, short s, int i, long l, float f, double d, String str, Object o, int[] arr) {}
    record Nested(Point p, List<String> names) {}
    record Generic<T extends Comparable<T>>(T value, T other) {
        boolean ordered() { return value.compareTo(other) <= 0; }
    }
    record Custom(String name) {
        Custom {
            Objects.requireNonNull(name);
        }
        @Override public String toString() { return "Custom!" + name; }
    }
    record WithStatic(int v) {
        static int created;
        WithStatic { created++; }
    }

    public static void main(String[] args) {
        Point p = new Point(1, 2);
        System.out.println(p + " " + p.equals(new Point(1, 2)) + " " + p.equals(new Point(2, 1)) + " " + p.equals(null) + " " + (p.hashCode() == new Point(1, 2).hashCode()));
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        int[] arr = {1, 2};
        All a = new All(true, (byte) 1, 'c', (short) 2, 3, 4L, 5.5f, -0.0, "s", null, arr);
        All a2 = new All(true, (byte) 1, 'c', (short) 2, 3, 4L, 5.5f, -0.0, "s", null, arr);
        All a3 = new All(true, (byte) 1, 'c', (short) 2, 3, 4L, 5.5f, 0.0, "s", null, arr);
        System.out.println(a.toString().replaceAll("\\[I@[0-9a-f]+", "[I@?"));
        System.out.println(a.equals(a2) + " " + a.equals(a3) + " " + (a.hashCode() == a2.hashCode()));
        All nan1 = new All(false, (byte) 0, ' ', (short) 0, 0, 0, Float.NaN, Double.NaN, null, null, null);
        All nan2 = new All(false, (byte) 0, ' ', (short) 0, 0, 0, Float.NaN, Double.NaN, null, null, null);
        System.out.println(nan1.equals(nan2) + " " + (nan1.hashCode() == nan2.hashCode()) + " " + nan1);
        Nested n = new Nested(p, List.of("a", "b"));
        System.out.println(n + " " + n.equals(new Nested(new Point(1, 2), new ArrayList<>(List.of("a", "b")))) + " " + n.hashCode());
        Generic<String> g = new Generic<>("a", "b");
        System.out.println(g + " " + g.ordered() + " " + new Generic<>(3, 2).ordered());
        System.out.println(new Custom("c") + " " + new Custom("c").equals(new Custom("c")));
        try {
            new Custom(null);
        } catch (NullPointerException e) {
            System.out.println("NPE in compact constructor");
        }
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 50; i++) set.add(new Point(i % 5, i % 3));
        System.out.println(set.size());
        new WithStatic(1);
        new WithStatic(2);
        System.out.println(WithStatic.created + " " + new WithStatic(3) + " " + p.x() + p.y());
        System.out.println(Point.class.isRecord() + " " + Point.class.getSuperclass().getName());
        // hashCode as HotSpot computes it: 31 * h + hash(component), in declaration order.
        System.out.println(new Point(0, 0).hashCode() + " " + new Point(3, 4).hashCode() + " " + new Custom("x").hashCode());
    }
}
