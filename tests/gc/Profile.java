import java.util.ArrayList;
import java.util.List;

// Allocates from several sites, drops part of what it allocated and calls
// System.gc(). The objects live at that collection are the same whichever
// collector runs: vm/tests/collectors.rs rebuilds that set from each
// collector's event stream and compares them.
public class Profile {
    static final class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
    }

    static final class Box {
        Object content;
        Box(Object content) { this.content = content; }
    }

    static List<Object> keep = new ArrayList<>();

    static Point point(int i) { return new Point(i, -i); }
    static int[] ints(int i) { return new int[i % 50]; }
    static String text(int i) { return "text-" + i; }
    static Box box(Object o) { return new Box(o); }

    public static void main(String[] args) {
        Object[] locals = new Object[100];
        for (int i = 0; i < 20000; i++) {
            Point p = point(i);
            int[] a = ints(i);
            String s = text(i);
            Box b = box(i % 2 == 0 ? p : a);
            if (i % 97 == 0) keep.add(b);
            if (i % 89 == 0) keep.add(s);
            if (i % 200 == 0) locals[i / 200] = a;
        }
        System.gc();
        System.out.println(keep.size() + " " + locals.length);
    }
}
