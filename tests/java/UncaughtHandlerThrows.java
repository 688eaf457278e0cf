// Uncaught-exception handlers that fail. HotSpot prints one line for each ("Exception: C thrown from the
// UncaughtExceptionHandler in thread "T"", after an empty line) and carries on: a handler that throws, one that
// overflows the stack, a thread group whose uncaughtException throws, a default handler that throws (for a thread
// renamed while it ran), a handler that collects garbage before it throws; last the main thread's own handler
// throws (exit code 1).
// STDERR: all
public class UncaughtHandlerThrows {
    static int depth(int n) {
        return depth(n + 1) + 1;
    }

    static void run(Thread t) throws InterruptedException {
        t.start();
        t.join();
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> {
            throw new RuntimeException("a");
        });
        a.setUncaughtExceptionHandler((th, e) -> {
            throw new IllegalStateException("handler of " + th.getName());
        });
        run(a);
        Thread b = new Thread(() -> {
            throw new RuntimeException("b");
        }, "worker-b");
        b.setUncaughtExceptionHandler((th, e) -> depth(0));
        run(b);
        ThreadGroup g = new ThreadGroup("g") {
            public void uncaughtException(Thread t, Throwable e) {
                throw new UnsupportedOperationException("group");
            }
        };
        run(new Thread(g, () -> {
            throw new RuntimeException("c");
        }, "in-group"));
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> {
            throw new ArithmeticException("default");
        });
        run(new Thread(() -> {
            Thread.currentThread().setName("renamed");
            throw new RuntimeException("d");
        }));
        Thread e = new Thread(() -> {
            throw new RuntimeException("e");
        }, "collecting");
        e.setUncaughtExceptionHandler((th, ex) -> {
            Object[] keep = new Object[1000];
            for (int i = 0; i < 200000; i++) {
                keep[i % 1000] = new int[i % 20];
            }
            throw new IllegalArgumentException("after " + keep.length);
        });
        run(e);
        System.out.println("threads done");
        Thread.currentThread().setUncaughtExceptionHandler((th, ex) -> {
            throw new IllegalStateException("main handler");
        });
        throw new RuntimeException("main");
    }
}
