// RJVM-OPTS: -XX:SoftRefLRUPolicyMSPerMB=0
// The soft reference LRU policy without a grace period (-XX:SoftRefLRUPolicyMSPerMB=0): a softly
// reachable referent survives a collection if it was created or used (get()) since the previous
// one, and is cleared by the first collection after an unused interval. Results are read before
// anything is allocated, so collections of the GC-stress variants cannot come in between.
import java.lang.ref.SoftReference;

public class RefSoftPolicy {
    static SoftReference<int[]> make() {
        return new SoftReference<int[]>(new int[10]);
    }

    public static void main(String[] args) throws InterruptedException {
        SoftReference<int[]> used = make();
        SoftReference<int[]> unused = make();
        Thread.sleep(20);
        used.get();
        System.gc();
        boolean usedAfterFirst = used.get() != null;
        Thread.sleep(20);
        System.gc();
        boolean usedAfterSecond = used.get() != null;
        boolean unusedAfterSecond = unused.get() != null;
        System.out.println("used one: " + usedAfterFirst + " " + usedAfterSecond + ", unused one after two collections: " + unusedAfterSecond);
    }
}
