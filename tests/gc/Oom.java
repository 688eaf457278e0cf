import java.util.ArrayList;
import java.util.List;

// OutOfMemoryError must be catchable, and the program must go on afterwards
// (run with -Xmx16m). Prints nothing that depends on the heap size.
public class Oom {
    static final class Link {
        Link next;
        long a, b;
        Link(Link next) { this.next = next; }
    }

    public static void main(String[] args) {
        // 1. Large arrays until the heap is full.
        List<byte[]> hog = new ArrayList<>();
        try {
            while (true) hog.add(new byte[1 << 20]);
        } catch (OutOfMemoryError e) {
            System.out.println("1: caught " + e.getClass().getName() + ": " + e.getMessage() + " (" + (hog.size() > 4) + ")");
        }
        hog = null;
        byte[] again = new byte[4 << 20];
        System.out.println("1: allocated again " + again.length);
        again = null;

        // 2. An array larger than the whole heap.
        try {
            long[] huge = new long[64 << 20];
            System.out.println("2: unexpected " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("2: caught " + e.getMessage());
        }

        // 3. Small objects until the heap is full (the error itself may not fit).
        Link head = null;
        int n = 0;
        try {
            while (true) {
                head = new Link(head);
                n++;
            }
        } catch (OutOfMemoryError e) {
            head = null;
            System.out.println("3: caught " + e.getClass().getName() + " (" + (n > 1000) + ")");
        }

        // 4. The program goes on normally.
        List<String> words = new ArrayList<>();
        for (int i = 0; i < 10000; i++) words.add("w" + i);
        System.out.println("4: " + words.size() + " " + words.get(9999));
    }
}
