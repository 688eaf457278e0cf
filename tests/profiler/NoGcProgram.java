/** Run under -Xrundisable_gc by vm/tests/profiler.rs: collections are disabled from the start. Allocates 24 MB of
 * garbage in a 64 MB heap (more than the generational nursery: the rest must go elsewhere), then fills the heap
 * until OutOfMemoryError, which must arrive (exit code 3: nothing can be printed without memory). */
public class NoGcProgram {
    static Object keep;

    public static void main(String[] args) {
        // Initialise the classes that halt() needs while there is memory.
        Runtime rt = Runtime.getRuntime();
        rt.removeShutdownHook(new Thread());
        for (int mb = 1; mb <= 24; mb++) {
            for (int i = 0; i < 1024; i++) {
                keep = new byte[1000];
            }
        }
        System.out.println("allocated 24 MB without collecting");
        Object[] chain = null;
        try {
            while (true) {
                Object[] next = new Object[100];
                next[0] = chain;
                chain = next;
            }
        } catch (OutOfMemoryError e) {
            chain = null;
            rt.halt(3);
        }
    }
}
