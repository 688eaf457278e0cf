import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Allocation-heavy and deterministic: run by vm/tests/hprof.rs under every
 * collector with -Xrunhprof:heap=sites. It keeps a known set of objects
 * alive (KEPT nodes, one int[] per 7th node, a map of strings) and drops
 * much more, then forces a collection before the VM exits, so the live
 * columns of SITES must be the same whatever the collector. */
public class HprofAlloc {
    static final int ROUNDS = 40;
    static final int PER_ROUND = 2000;
    static final int KEPT = 500;

    static final class Node {
        final int value;
        Node next;
        int[] payload;
        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static Node keep;
    static Map<String, String> names = new HashMap<>();

    static Node garbage(int round) {
        Node head = null;
        for (int i = 0; i < PER_ROUND; i++) {
            head = new Node(i + round, head);
            if (i % 4 == 0) {
                head.payload = new int[i % 32 + 1];
            }
        }
        return head;
    }

    static void kept(int i) {
        keep = new Node(i, keep);
        if (i % 7 == 0) {
            keep.payload = new int[8];
        }
    }

    public static void main(String[] args) {
        long sum = 0;
        List<char[]> chars = new ArrayList<>();
        for (int r = 0; r < ROUNDS; r++) {
            Node g = garbage(r);
            for (Node n = g; n != null; n = n.next) {
                sum += n.value;
            }
            for (int i = 0; i < KEPT / ROUNDS; i++) {
                kept(r * (KEPT / ROUNDS) + i);
            }
            names.put("k" + r, "v" + r);
            chars.add(new char[64]);
            if (chars.size() > 10) {
                chars.remove(0);
            }
        }
        int count = 0;
        for (Node n = keep; n != null; n = n.next) {
            count++;
        }
        System.out.println("sum=" + sum + " kept=" + count + " names=" + names.size() + " chars=" + chars.size());
        System.gc();
    }
}
