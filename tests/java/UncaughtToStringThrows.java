// An uncaught exception whose toString() throws: the default handler has already printed
// `Exception in thread "main" ` (no newline) when printStackTrace fails, and the VM then reports
// `Exception: java.lang.IllegalStateException thrown from the UncaughtExceptionHandler in thread "main"`;
// the first text must reach stderr first (System.err flushes at print). Exit code 1.
// STDERR: all
public class UncaughtToStringThrows {
    static class Weird extends RuntimeException {
        Weird() {
            super("weird");
        }

        @Override
        public String toString() {
            throw new IllegalStateException("toString failed");
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        throw new Weird();
    }
}
