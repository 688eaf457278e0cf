package java.util.concurrent.locks;

/**
 * Thread parking. Each thread has one permit (initially unavailable): {@code unpark(t)} makes
 * it available, {@code park} consumes it and returns at once if it was available, otherwise
 * blocks until it is made available, the thread is interrupted (the interrupt status stays
 * set), the timeout passes, or spuriously. The permit lives in the VM (see NATIVES.md).
 */
public class LockSupport {
    private LockSupport() {
    }

    /**
     * Blocks the current thread unless its permit is available (consumes it). {@code absolute}
     * false: {@code time} is a relative timeout in nanoseconds, 0 = no timeout; absolute true:
     * {@code time} is a deadline in milliseconds since the epoch. Returns at once if the thread's
     * interrupt status is set (without clearing it).
     */
    private static native void park0(boolean absolute, long time);

    /** Makes {@code t}'s permit available and wakes it if it is parked. */
    private static native void unpark0(Thread t);

    public static void unpark(Thread thread) {
        if (thread != null) {
            unpark0(thread);
        }
    }

    public static void park() {
        park0(false, 0L);
    }

    public static void park(Object blocker) {
        park0(false, 0L);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            park0(false, nanos);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            park0(false, nanos);
        }
    }

    public static void parkUntil(long deadline) {
        park0(true, deadline);
    }

    public static void parkUntil(Object blocker, long deadline) {
        park0(true, deadline);
    }

    /** Blockers are not recorded. */
    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        return null;
    }
}
