import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// An allocation-heavy program for the collector stress test
// (-XX:+CheckHeapEvents -XX:+VerifyAfterGC -XX:GCALotInterval=50): a deep
// object graph, arrays of references, strings, a HashMap mutated across
// collections, identity hash codes of moved objects, objects reachable only
// from static fields and objects reachable only from the locals of a frame
// that is suspended in a call while collections run. Its output is compared
// with HotSpot's.
public class Stress {
    static final class Node {
        Node left, right;
        final int depth;
        final String label;
        Node(Node left, Node right, int depth) {
            this.left = left;
            this.right = right;
            this.depth = depth;
            this.label = "n" + depth;
        }
        int count() {
            return 1 + (left == null ? 0 : left.count()) + (right == null ? 0 : right.count());
        }
    }

    static final class Cell {
        Cell next;
        long value;
        Cell(Cell next, long value) { this.next = next; this.value = value; }
    }

    // Reachable only from static fields.
    static Cell chain;
    static Object[] table;
    static String greeting;

    static Node tree(int d) {
        return d == 0 ? new Node(null, null, 0) : new Node(tree(d - 1), tree(d - 1), d);
    }

    /** Allocates a lot of garbage (collections happen while callers wait). */
    static long churn(int rounds) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            Object[] junk = new Object[16];
            for (int i = 0; i < junk.length; i++) {
                junk[i] = (i & 1) == 0 ? new int[i + 1] : new StringBuilder().append(r).append('/').append(i).toString();
            }
            sum += ((int[]) junk[4]).length + ((String) junk[5]).length();
        }
        return sum;
    }

    /** Objects reachable only from this frame's locals while churn() runs. */
    static String suspended(int n) {
        Cell local = null;
        for (int i = 0; i < n; i++) local = new Cell(local, i * 7L);
        int[] numbers = new int[n];
        for (int i = 0; i < n; i++) numbers[i] = i * i;
        String text = "suspended-" + n;
        Object marker = new Object();
        int hash = System.identityHashCode(marker);
        long churned = churn(150);
        long total = 0;
        for (Cell c = local; c != null; c = c.next) total += c.value;
        long squares = 0;
        for (int x : numbers) squares += x;
        boolean sameHash = hash == System.identityHashCode(marker);
        return text + " total=" + total + " squares=" + squares + " churned=" + churned + " hash-stable=" + sameHash;
    }

    /** Recursion: every level keeps an object only in a local. */
    static long nested(int level) {
        int[] mine = new int[level + 1];
        mine[level] = level;
        Cell c = new Cell(null, level);
        long below = level == 0 ? churn(50) : nested(level - 1);
        return below + mine[level] + c.value;
    }

    public static void main(String[] args) {
        // Statics.
        for (int i = 0; i < 1000; i++) chain = new Cell(chain, i);
        table = new Object[300];
        for (int i = 0; i < table.length; i++) table[i] = i % 3 == 0 ? "t" + i : i % 3 == 1 ? new long[i] : new Cell(null, i);
        greeting = new StringBuilder("hello").append(", ").append("collector").toString();

        // A deep graph (a complete binary tree: 2^9 - 1 nodes, each with a string).
        Node root = tree(8);
        System.out.println("tree nodes " + root.count());

        // A long linked list (deep for a recursive marker).
        Cell list = null;
        for (int i = 0; i < 5000; i++) list = new Cell(list, i);

        // A HashMap mutated across collections, with String, Integer and identity keys.
        Map<Object, Object> map = new HashMap<>();
        List<Object> identityKeys = new ArrayList<>();
        for (int round = 0; round < 10; round++) {
            for (int i = 0; i < 200; i++) {
                map.put("k" + (round * 200 + i), new int[]{round, i});
                map.put(round * 1000 + i, "v" + i);
            }
            Object key = new Object();
            identityKeys.add(key);
            map.put(key, round);
            for (int i = 0; i < 150; i++) {
                map.remove("k" + (round * 200 + i));
                map.remove(round * 1000 + i + 50);
            }
            churn(10);
        }
        long check = 0;
        for (Map.Entry<Object, Object> e : map.entrySet()) {
            Object v = e.getValue();
            if (v instanceof int[]) check += ((int[]) v)[0] * 31 + ((int[]) v)[1];
            else if (v instanceof String) check += ((String) v).length();
            else check += (Integer) v;
        }
        int found = 0;
        for (Object k : identityKeys) if (map.containsKey(k)) found++;
        System.out.println("map size " + map.size() + " check " + check + " identity keys found " + found);

        System.out.println(suspended(500));
        System.out.println("nested " + nested(40));

        // Arrays of references, filled and rewired after collections.
        Object[][] grid = new Object[64][];
        for (int i = 0; i < grid.length; i++) {
            grid[i] = new Object[32];
            for (int j = 0; j < 32; j++) grid[i][j] = j % 2 == 0 ? Integer.valueOf(i * j) : "g" + i + "," + j;
        }
        churn(50);
        for (int i = 0; i < grid.length; i++) grid[i][0] = grid[(i + 1) % grid.length];
        long g = 0;
        for (Object[] row : grid) {
            g += ((Object[]) row[0]).length;
            for (int j = 1; j < row.length; j++) g += row[j] instanceof String ? ((String) row[j]).length() : (Integer) row[j];
        }
        System.out.println("grid " + g);

        long sum = 0;
        for (Cell c = list; c != null; c = c.next) sum += c.value;
        long statics = 0;
        for (Cell c = chain; c != null; c = c.next) statics += c.value;
        int strings = 0;
        for (Object o : table) if (o instanceof String) strings += ((String) o).length();
        System.out.println("list " + sum + " statics " + statics + " table strings " + strings + " " + greeting);
        System.out.println("tree again " + root.count() + " " + root.left.right.label);
    }
}
