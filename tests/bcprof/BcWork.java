import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A deterministic program for the reproducibility tests of the bytecode
 * profilers (vm/tests/bcprof.rs): allocation enough for several
 * collections, collections keyed by strings (never by identity hashes,
 * which may depend on addresses), exceptions and recursion. Its executed
 * bytecodes are the same on every run, whatever the collector. It has one
 * thread on purpose: with two, which thread initialises a shared class, how
 * often a join loop polls and the order of thread-group bookkeeping depend on
 * scheduling (BcThreads covers several threads).
 */
public class BcWork {
    static final class Node {
        final Node left, right;
        final int value;

        Node(Node left, Node right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }

        int sum() {
            return value + (left == null ? 0 : left.sum()) + (right == null ? 0 : right.sum());
        }
    }

    static Node tree(int depth, int v) {
        return depth == 0 ? new Node(null, null, v) : new Node(tree(depth - 1, 2 * v), tree(depth - 1, 2 * v + 1), v);
    }

    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    static long words(int n) {
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < n; i++) {
            String w = "w" + (i * 7919 % 97);
            counts.merge(w, 1, Integer::sum);
        }
        List<String> keys = new ArrayList<>(counts.keySet());
        Collections.sort(keys);
        long h = 0;
        for (String k : keys) {
            h = h * 31 + k.hashCode() + counts.get(k) + parse(k.substring(1)) + parse(k);
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        long total = words(3000);
        for (int r = 0; r < rounds; r++) {
            total += tree(10, r).sum();
            List<int[]> junk = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                junk.add(new int[64 + i % 16]);
            }
            total += junk.size();
        }
        System.out.println(total + " " + words(500));
    }
}
