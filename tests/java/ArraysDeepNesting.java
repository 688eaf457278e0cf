// Arrays.deepToString, deepEquals and deepHashCode on arrays nested 2000 deep with 100 sibling arrays per level (the
// cycle check of deepToString must not cost the depth at every element: a list of the arrays being printed took
// minutes here), arrays that contain themselves ("[...]"), and collections and maps that contain themselves.
// 2000, not more: HotSpot's own recursion in deepEquals overflows its default stack between 3000 and 4000 levels
// when it runs interpreted (-Xint, or a loaded machine where the JIT comes late), and HotSpot is the oracle.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ArraysDeepNesting {
    static final Object[] EMPTY = new Object[0];

    /** Nested `depth` deep; each level also holds `width` references to one shared empty array and an int[]. */
    static Object[] nest(int depth, int width) {
        Object[] root = new Object[width + 1];
        Object[] cur = root;
        for (int d = 0; d < depth; d++) {
            for (int i = 0; i < width; i++) {
                cur[i] = i == 0 ? new int[] { d } : EMPTY;
            }
            Object[] next = new Object[width + 1];
            cur[width] = next;
            cur = next;
        }
        return root;
    }

    public static void main(String[] args) {
        Object[] a = nest(2000, 100);
        String s = Arrays.deepToString(a);
        System.out.println(s.length() + " " + s.hashCode() + " " + s.substring(0, 60));
        System.out.println(Arrays.deepHashCode(a));
        System.out.println(Arrays.deepEquals(a, nest(2000, 100)) + " " + Arrays.deepEquals(a, nest(1999, 100)));
        Object[] self = new Object[3];
        self[0] = self;
        self[1] = new Object[] { self, "x" };
        self[2] = new int[] { 1, 2 };
        System.out.println(Arrays.deepToString(self));
        Object[] deepSelf = nest(100, 2);
        Object[] last = deepSelf;
        while (last[2] != null) {
            last = (Object[]) last[2];
        }
        last[0] = deepSelf;
        String t = Arrays.deepToString(deepSelf);
        System.out.println(t.length() + " " + t.substring(t.length() - 20));
        List<Object> l = new ArrayList<>();
        l.add(l);
        l.add(1);
        System.out.println(l);
        Map<String, Object> m = new HashMap<>();
        m.put("k", m);
        System.out.println(m);
    }
}
