import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A known heap for the heap-dump readers (vm/tests/readers.rs): a chain of NODES nodes held by a
 * static field, every third with an int[8] payload, a map of strings, and a weak and a soft
 * reference. No Node is ever garbage, so every dump has exactly NODES of them. With "oom" it then
 * fills the heap with long[] arrays until OutOfMemoryError (-XX:+HeapDumpOnOutOfMemoryError dumps
 * there), drops them and ends normally; with a number, it sleeps that many milliseconds after
 * printing "ready" (for jcmd GC.heap_dump). */
public class Retain {
    static final int NODES = 300;

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
    static WeakReference<Object> weak;
    static SoftReference<int[]> soft;
    static Object weakTarget = new Object();

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < NODES; i++) {
            keep = new Node(i, keep);
            if (i % 3 == 0) {
                keep.payload = new int[8];
            }
        }
        for (int i = 0; i < 20; i++) {
            names.put("key" + i, "value" + i);
        }
        weak = new WeakReference<>(weakTarget);
        soft = new SoftReference<>(new int[4]);
        int count = 0;
        for (Node n = keep; n != null; n = n.next) {
            count++;
        }
        System.out.println("nodes=" + count + " names=" + names.size());
        if (args.length > 0 && args[0].equals("oom")) {
            List<long[]> fill = new ArrayList<>();
            try {
                while (true) {
                    fill.add(new long[64 * 1024]);
                }
            } catch (OutOfMemoryError e) {
                int n = fill.size();
                fill = null;
                System.out.println("caught " + e.getMessage() + (n > 0 ? "" : " at once"));
            }
        } else if (args.length > 0) {
            System.out.println("ready");
            System.out.flush();
            Thread.sleep(Long.parseLong(args[0]));
        }
    }
}
