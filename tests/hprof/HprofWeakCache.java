import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/** Run by vm/tests/hprof.rs under every collector with -Xrunhprof:heap=sites. A weak cache
 * (WeakHashMap) of 1000 Value objects loses all its entries once their keys are dropped and
 * collected; a strong cache (HashMap) keeps its 100. After the weak entries were expunged the
 * program collects once more, so at exit the weak cache's values must show as allocated but no
 * longer live, whatever the collector. */
public class HprofWeakCache {
    static final class Value {
        final int[] data;

        Value(int n) {
            data = new int[n % 16 + 1];
        }
    }

    static final Map<Object, Value> weak = new WeakHashMap<>();
    static final Map<Object, Value> strong = new HashMap<>();
    static List<Object> keys = new ArrayList<>();

    static void fillWeak() {
        for (int i = 0; i < 1000; i++) {
            Object k = new Object();
            keys.add(k);
            weak.put(k, new Value(i));
        }
    }

    static void fillStrong() {
        for (int i = 0; i < 100; i++) {
            strong.put(i, new Value(i));
        }
    }

    public static void main(String[] args) throws InterruptedException {
        fillWeak();
        fillStrong();
        int before = weak.size();
        keys = null;
        for (int i = 0; i < 500 && !weak.isEmpty(); i++) {
            System.gc();
            Thread.sleep(10);
        }
        System.gc();
        System.out.println("weak cache: " + before + " -> " + weak.size() + ", strong cache: " + strong.size());
    }
}
