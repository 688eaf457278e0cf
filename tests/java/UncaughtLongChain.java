// Uncaught exceptions with a chain of 20000 causes, printed until the stack overflows: first in a thread whose
// handler prints the chain itself, then in main with the default handler. Where the printout stops depends on the
// VM's stack (hence the small -Xss for both VMs); each ends with HotSpot's "Exception: java.lang.StackOverflowError
// thrown from the UncaughtExceptionHandler in thread "T"" line (exit code 1). Collections run while the chains are
// built and printed.
// RJVM-OPTS: -Xss256k
// STDERR: first-last
public class UncaughtLongChain {
    static RuntimeException chain(int n) {
        RuntimeException t = new RuntimeException("root");
        for (int i = 0; i < n; i++) {
            t = new RuntimeException("c" + i, t);
        }
        return t;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            throw chain(20000);
        }, "chain-handler");
        t.setUncaughtExceptionHandler((th, e) -> e.printStackTrace());
        t.start();
        t.join();
        System.out.println("thread done");
        throw chain(20000);
    }
}
