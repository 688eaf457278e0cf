// Threads: an uncaught exception in a non-main thread prints 'Exception in thread "Thread-0" ...'
// to stderr (the only stderr output), the thread dies, main continues and exits with 0; a
// per-thread and a default UncaughtExceptionHandler see their exceptions.
public class ThreadUncaught {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { throw new RuntimeException("boom"); });
        t.start();
        t.join();
        System.out.println(t.getName() + " alive after uncaught exception: " + t.isAlive());

        final StringBuilder seen = new StringBuilder();
        Thread h = new Thread(() -> { throw new IllegalStateException("handled"); }, "with-handler");
        h.setUncaughtExceptionHandler((th, e) -> {
            synchronized (seen) { seen.append("handler: ").append(th.getName()).append(" ").append(e).append('\n'); }
        });
        h.start();
        h.join();

        Thread.setDefaultUncaughtExceptionHandler((th, e) -> {
            synchronized (seen) { seen.append("default: ").append(th.getName()).append(" ").append(e.getMessage()).append('\n'); }
        });
        Thread d = new Thread(() -> { throw new Error("default handled"); }, "with-default");
        d.start();
        d.join();
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.print(seen);
        System.out.println("main exits normally");
    }
}
