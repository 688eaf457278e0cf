// System.exit(3) from nested calls inside try/finally: finally blocks are NOT run,
// buffered output is flushed, exit code 3, and the stderr line before exit is compared.
public class ExitInFinally {
    static void deep(int n) {
        try {
            if (n == 0) {
                System.out.println("exiting from depth");
                System.err.println("about to exit with 3");
                System.exit(3);
            }
            deep(n - 1);
        } finally {
            System.out.println("finally at " + n + " (must not print)");
        }
    }
    public static void main(String[] args) {
        System.out.println("begin");
        try {
            try {
                deep(4);
            } catch (Throwable t) {
                System.out.println("caught " + t + " (must not print)");
            }
        } finally {
            System.out.println("outer finally (must not print)");
        }
        System.out.println("after (must not print)");
    }
}
