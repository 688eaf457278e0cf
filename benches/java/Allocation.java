// ARGS: 40
import java.util.ArrayDeque;

/**
 * Allocation-heavy: short-lived value objects in arithmetic chains, a singly
 * linked list built and dropped, a queue of nodes churned through, and small
 * arrays that die young, over a modest live set.
 */
public class Allocation {
    static final class Vec {
        final int x, y;
        Vec(int x, int y) { this.x = x; this.y = y; }
        Vec plus(Vec o) { return new Vec(x + o.x, y + o.y); }
        Vec times(int k) { return new Vec(x * k, y * k); }
    }

    static final class Cell {
        final int value;
        Cell next;
        Cell(int value, Cell next) { this.value = value; this.next = next; }
    }

    static final class Pair<A, B> {
        final A a; final B b;
        Pair(A a, B b) { this.a = a; this.b = b; }
    }

    static long vectors(int n) {
        Vec acc = new Vec(0, 0);
        long h = 0;
        for (int i = 0; i < n; i++) {
            Vec v = new Vec(i & 255, i >> 8);
            acc = acc.plus(v.times(3)).plus(new Vec(-1, 1));
            if ((i & 1023) == 0) { h += acc.x ^ acc.y; acc = new Vec(acc.x & 0xffff, acc.y & 0xffff); }
        }
        return h + acc.x + acc.y;
    }

    static long lists(int n) {
        long h = 0;
        for (int round = 0; round < n; round++) {
            Cell head = null;
            for (int i = 0; i < 1000; i++) head = new Cell(i * round, head);
            // reverse in place, then sum
            Cell prev = null;
            while (head != null) { Cell nx = head.next; head.next = prev; prev = head; head = nx; }
            for (Cell c = prev; c != null; c = c.next) h += c.value;
        }
        return h;
    }

    static long queue(int n) {
        ArrayDeque<Pair<Integer, int[]>> q = new ArrayDeque<>();
        long h = 0;
        for (int i = 0; i < n; i++) {
            q.addLast(new Pair<>(i, new int[i % 8 + 1]));
            if (q.size() > 64) {
                Pair<Integer, int[]> p = q.pollFirst();
                h += p.a + p.b.length;
            }
        }
        while (!q.isEmpty()) h += q.pollFirst().a;
        return h;
    }

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Cell longLived = null;
        for (int i = 0; i < 50000; i++) longLived = new Cell(i, longLived);
        long h = 0;
        for (int r = 0; r < scale; r++) {
            h = h * 31 + vectors(20000);
            h = h * 31 + lists(20);
            h = h * 31 + queue(20000);
        }
        long live = 0;
        for (Cell c = longLived; c != null; c = c.next) live += c.value;
        System.out.println("checksum=" + h + " live=" + live);
    }
}
