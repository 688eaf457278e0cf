package java.lang;

/**
 * Shutdown sequence: runs the application's shutdown hooks (registered through
 * Runtime.addShutdownHook), flushes System.out / System.err and halts.
 */
class Shutdown {
    private Shutdown() {
    }

    private static Thread[] hooks = new Thread[0];

    /** The hooks have been started: no more registrations (the JDK's "Shutdown in progress"). */
    private static boolean hooksStarted;

    /** The hooks have run (the JDK's VM.isShutdown()). */
    private static boolean shutdown;

    private static final Object lock = new Object();

    private static final Object haltLock = new Object();

    static void add(Thread hook) {
        synchronized (lock) {
            if (hooksStarted) {
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
            if (hooksStarted) {
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

    /**
     * The JDK's ApplicationShutdownHooks.runHooks: start every hook thread, then wait for all
     * of them. Runs once; the caller holds the Shutdown.class lock.
     */
    private static void runHooks() {
        Thread[] toRun;
        synchronized (lock) {
            if (shutdown || hooksStarted) {
                return;
            }
            hooksStarted = true;
            toRun = hooks;
        }
        for (int i = 0; i < toRun.length; i++) {
            toRun[i].start();
        }
        for (int i = 0; i < toRun.length; i++) {
            while (true) {
                try {
                    toRun[i].join();
                    break;
                } catch (InterruptedException ignored) {
                    // keep waiting, as the JDK does
                }
            }
        }
        synchronized (lock) {
            shutdown = true;
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
        synchronized (Shutdown.class) {
            runHooks();
            flushStreams();
        }
    }

    /**
     * Called by Runtime.exit (and Terminator on a signal). As in the JDK, a second exit with a
     * non-zero status after the hooks have run halts at once; otherwise the exits queue on the
     * Shutdown.class lock (an exit from a hook therefore blocks, as on HotSpot).
     */
    static void exit(int status) {
        synchronized (lock) {
            if (status != 0 && shutdown) {
                halt(status);
            }
        }
        synchronized (Shutdown.class) {
            runHooks();
            flushStreams();
            halt(status);
        }
    }

    /** Called by Runtime.halt: no hooks, but the buffered standard streams are flushed. */
    static void halt(int status) {
        synchronized (haltLock) {
            flushStreams();
            halt0(status);
        }
    }

    static native void halt0(int status);
}
