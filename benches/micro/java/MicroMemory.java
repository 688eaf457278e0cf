/**
 * Micro benchmarks for field access, allocation and array loops. Each entry
 * point takes an iteration count and returns a checksum.
 */
public class MicroMemory {
    static int counter;

    static final class Point {
        int x, y;
        long z;
        Point next;
        Point(int x, int y) { this.x = x; this.y = y; }
    }

    /** getfield/putfield on an object and getstatic/putstatic. */
    public static int fields(int n) {
        Point p = new Point(1, 2);
        p.next = new Point(3, 4);
        counter = 0;
        for (int i = 0; i < n; i++) {
            p.x += i;
            p.y ^= p.x;
            p.z += p.y;
            p.next.x = p.next.x + (int) p.z;
            counter++;
        }
        return p.x + p.y + (int) p.z + p.next.x + counter;
    }

    /** new of a small object per iteration, most dying at once, some linked. */
    public static int alloc(int n) {
        Point keep = null;
        int s = 0;
        for (int i = 0; i < n; i++) {
            Point p = new Point(i, s);
            s += p.x ^ p.y;
            if ((i & 63) == 0) { p.next = keep; keep = p; }
            if ((i & 4095) == 0) keep = null;
        }
        for (Point p = keep; p != null; p = p.next) s += p.x;
        return s;
    }

    /** int[] stores and loads (with bounds checks), plus a small array per 1024 elements. */
    public static int arrays(int n) {
        int[] a = new int[1024];
        int s = 0;
        for (int done = 0; done < n; done += a.length) {
            for (int i = 0; i < a.length; i++) a[i] = i * 7 + done;
            for (int i = 1; i < a.length; i++) a[i] += a[i - 1];
            for (int i = 0; i < a.length; i++) s ^= a[i];
            long[] l = new long[4];
            l[done & 3] = s;
            s += (int) l[0];
        }
        return s;
    }

    public static void main(String[] args) {
        int n = 5000;
        System.out.println(fields(n) + " " + alloc(n) + " " + arrays(n));
    }
}
