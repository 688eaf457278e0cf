package java.lang;

/**
 * Shutdown sequence: runs the application's shutdown hooks (registered through
 * Runtime.addShutdownHook), flushes System.out / System.err and halts.
 */
class Shutdown {
    private Shutdown() {
    }

    private static Thread[] hooks = new Thread[0];

    private static boolean hooksRun;

    private static boolean shuttingDown;

    private static final Object lock = new Object();

    static void add(Thread hook) {
        synchronized (lock) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            for (int i = 0; i < hooks.length; i++) {
                if (hooks[i] == hook) {
                    throw new IllegalArgumentException("Hook previously registered");
                }
            }
            Thread[] n = new Thread[hooks.length + 1];
            System.arraycopy(hooks, 0, n, 0, hooks.length);
            n[hooks.length] = hook;
            hooks = n;
        }
    }

    static boolean remove(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (lock) {
            if (shuttingDown) {
                throw new IllegalStateException("Shutdown in progress");
            }
            for (int i = 0; i < hooks.length; i++) {
                if (hooks[i] == hook) {
                    Thread[] n = new Thread[hooks.length - 1];
                    System.arraycopy(hooks, 0, n, 0, i);
                    System.arraycopy(hooks, i + 1, n, i, hooks.length - i - 1);
                    hooks = n;
                    return true;
                }
            }
            return false;
        }
    }

    private static void runHooks() {
        Thread[] toRun;
        synchronized (lock) {
            shuttingDown = true;
            if (hooksRun) {
                return;
            }
            hooksRun = true;
            toRun = hooks;
        }
        // Real threads are not available yet: run each hook's body on the current thread.
        for (int i = 0; i < toRun.length; i++) {
            Thread hook = toRun[i];
            try {
                hook.run();
            } catch (Throwable t) {
                try {
                    hook.getUncaughtExceptionHandler().uncaughtException(hook, t);
                } catch (Throwable ignored) {
                    // nothing more we can do
                }
            }
        }
    }

    private static void flushStreams() {
        try {
            System.flushStandardStreams();
        } catch (Throwable ignored) {
            // ignore: shutting down
        }
    }

    /** Called by the VM when the last non-daemon thread has ended. */
    static void shutdown() {
        runHooks();
        flushStreams();
    }

    /** Called by Runtime.exit. */
    static void exit(int status) {
        boolean again;
        synchronized (lock) {
            again = shuttingDown;
        }
        if (!again) {
            runHooks();
        }
        flushStreams();
        halt0(status);
    }

    /** Called by Runtime.halt: no hooks, but the buffered standard streams are flushed. */
    static void halt(int status) {
        flushStreams();
        halt0(status);
    }

    static native void halt0(int status);
}
