import java.util.WeakHashMap;

// The soak test of vm/tests/collectors.rs: a WeakHashMap cache of 4 KB values whose keys are
// dropped right after use (only the last 64 are kept), under allocation pressure: 400 MB go through
// the cache, so with a small -Xmx it only completes if cleared entries are expunged and their values
// reclaimed. The recently used keys must stay in the cache all along.
public class WeakCache {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 100000;
        WeakHashMap<Object, byte[]> cache = new WeakHashMap<>();
        Object[] recent = new Object[64];
        int missing = 0;
        for (int i = 0; i < n; i++) {
            Object key = new Object();
            byte[] value = new byte[4096];
            value[0] = (byte) i;
            cache.put(key, value);
            recent[i & 63] = key;
            if (i % 1000 == 999) {
                for (Object k : recent) {
                    byte[] v = cache.get(k);
                    if (v == null) {
                        missing++;
                    }
                }
            }
        }
        System.out.println(n + " entries went through the cache; recent keys missing: " + missing);
    }
}
