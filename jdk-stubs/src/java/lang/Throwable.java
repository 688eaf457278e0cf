package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;

/**
 * The superclass of all errors and exceptions. The VM relies on the fields
 * {@code backtrace}, {@code detailMessage}, {@code cause} and {@code stackTrace}.
 */
public class Throwable implements java.io.Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    /** The VM's frame list, stored by fillInStackTrace0. */
    private transient Object backtrace;

    private String detailMessage;

    /** {@code this} means "not yet initialized" (initCause still allowed). */
    private Throwable cause = this;

    /**
     * UNASSIGNED_STACK: to be computed lazily from backtrace; null: stack trace not writable.
     */
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;

    /** null when suppression is disabled; SUPPRESSED_SENTINEL when empty. */
    private Throwable[] suppressed = SUPPRESSED_SENTINEL;

    private int suppressedCount;

    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];

    private static final Throwable[] SUPPRESSED_SENTINEL = new Throwable[0];

    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    // ------------------------------------------------------------------ stack traces

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace0();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    private native void fillInStackTrace0();

    private native StackTraceElement[] getStackTrace0();

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK || (stackTrace == null && backtrace != null)) {
            if (backtrace == null) {
                stackTrace = UNASSIGNED_STACK;
                return UNASSIGNED_STACK;
            }
            StackTraceElement[] st = getStackTrace0();
            stackTrace = st == null ? new StackTraceElement[0] : st;
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return; // immutable stack
            }
            this.stackTrace = defensiveCopy;
        }
    }

    // ------------------------------------------------------------------ suppression

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (suppressed == null) {
            return;
        }
        if (suppressed == SUPPRESSED_SENTINEL) {
            suppressed = new Throwable[1];
        } else if (suppressedCount == suppressed.length) {
            Throwable[] n = new Throwable[suppressedCount * 2];
            System.arraycopy(suppressed, 0, n, 0, suppressedCount);
            suppressed = n;
        }
        suppressed[suppressedCount++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || suppressedCount == 0) {
            return EMPTY_THROWABLE_ARRAY;
        }
        Throwable[] r = new Throwable[suppressedCount];
        System.arraycopy(suppressed, 0, r, 0, suppressedCount);
        return r;
    }

    // ------------------------------------------------------------------ printing

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new StreamOut(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WriterOut(s));
    }

    /** Destination of printStackTrace: a PrintStream or a PrintWriter. */
    private abstract static class Out {
        abstract Object lock();

        abstract void println(String s);
    }

    private static final class StreamOut extends Out {
        private final PrintStream ps;

        StreamOut(PrintStream ps) {
            this.ps = ps;
        }

        Object lock() {
            return ps;
        }

        void println(String s) {
            ps.println(s);
        }
    }

    private static final class WriterOut extends Out {
        private final PrintWriter pw;

        WriterOut(PrintWriter pw) {
            this.pw = pw;
        }

        Object lock() {
            return pw;
        }

        void println(String s) {
            pw.println(s);
        }
    }

    /**
     * Identity set of the throwables already printed (to detect cycles): open
     * addressing on identity hash codes, so that a chain of n causes prints in
     * O(n), and no other library class is needed while printing.
     */
    private static final class Seen {
        private Throwable[] table = new Throwable[16];
        private int size;

        /** Adds {@code t}; false if it was there already. */
        boolean add(Throwable t) {
            if (2 * (size + 1) > table.length) {
                Throwable[] old = table;
                table = new Throwable[old.length * 2];
                for (int i = 0; i < old.length; i++) {
                    if (old[i] != null) {
                        table[slot(old[i])] = old[i];
                    }
                }
            }
            int i = slot(t);
            if (table[i] == t) {
                return false;
            }
            table[i] = t;
            size++;
            return true;
        }

        /** The first free or matching slot of {@code t}'s probe sequence. */
        private int slot(Throwable t) {
            int h = System.identityHashCode(t);
            int mask = table.length - 1;
            int i = (h ^ (h >>> 16)) & mask;
            while (table[i] != null && table[i] != t) {
                i = (i + 1) & mask;
            }
            return i;
        }
    }

    private void printStackTrace(Out s) {
        Seen seen = new Seen();
        seen.add(this);
        synchronized (s.lock()) {
            s.println(String.valueOf(this));
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", "\t", seen);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "", seen);
            }
        }
    }

    private void printEnclosedStackTrace(Out s, StackTraceElement[] enclosingTrace, String caption, String prefix,
            Seen seen) {
        if (!seen.add(this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;
        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", prefix + "\t", seen);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix, seen);
        }
    }
}
