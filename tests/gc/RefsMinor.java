import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;

// Weak references to old objects across minor collections (vm/tests/collectors.rs): 50 objects are
// promoted by System.gc(), then become weakly reachable while the program allocates enough garbage
// for many minor collections. A minor collection treats every old object as live, so under the
// generational collector all 50 referents survive until the next full collection; under the other
// collectors every collection is a full one.
public class RefsMinor {
    static final class Old {
        final int[] pad = new int[4];
    }

    static List<Old> strong = new ArrayList<>();
    static final List<WeakReference<Old>> weak = new ArrayList<>();
    static Object sink;

    static int alive() {
        int n = 0;
        for (WeakReference<Old> w : weak) {
            n += w.get() != null ? 1 : 0;
        }
        return n;
    }

    public static void main(String[] args) {
        for (int i = 0; i < 50; i++) {
            Old o = new Old();
            strong.add(o);
            weak.add(new WeakReference<>(o));
        }
        System.gc();
        strong = null;
        for (int i = 0; i < 200000; i++) {
            sink = new int[16];
        }
        System.out.println("after minor collections: " + alive() + " of 50");
        System.gc();
        System.out.println("after a full collection: " + alive() + " of 50");
    }
}
