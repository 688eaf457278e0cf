/** Run under -Xrunheap_check by vm/tests/profiler.rs: allocates instances, object
 * arrays and primitive arrays, keeps some alive across a forced collection. */
public class AllocProgram {
    static final class Node {
        final int value;
        Node next;
        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    public static void main(String[] args) {
        Node keep = null;
        long sum = 0;
        Object[][] tables = new Object[50][];
        for (int i = 0; i < 5000; i++) {
            Node n = new Node(i, null);
            int[] ints = new int[i % 17 + 1];
            ints[0] = i;
            sum += n.value + ints[0];
            if (i % 10 == 0) {
                keep = new Node(i, keep);
            }
            if (i % 100 == 0) {
                tables[i / 100] = new Object[] { n, ints, new char[3] };
            }
        }
        System.gc();
        int kept = 0;
        for (Node n = keep; n != null; n = n.next) {
            kept++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            sb.append(i % 10);
        }
        System.gc();
        System.out.println("sum=" + sum + " kept=" + kept + " tables=" + tables.length + " len=" + sb.length());
    }
}
