// The program ends with an uncaught custom exception: exit code 1, stdout flushed before,
// first stderr line "Exception in thread "main" UncaughtCustom$FatalError: ...".
public class UncaughtCustom {
    static class FatalError extends RuntimeException {
        FatalError(String msg) { super(msg); }
    }
    static void work(int n) {
        if (n == 3) throw new FatalError("gave up at step " + n);
        System.out.println("step " + n);
        work(n + 1);
    }
    public static void main(String[] args) {
        System.out.println("starting");
        System.out.print("partial line without newline; ");
        try {
            work(0);
        } finally {
            System.out.println("finally runs before the uncaught exception propagates");
        }
        System.out.println("never printed");
    }
}
