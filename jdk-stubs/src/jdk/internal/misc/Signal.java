package jdk.internal.misc;

import java.util.Hashtable;
import java.util.Objects;

/**
 * Operating-system signals, as the JDK's {@code jdk.internal.misc.Signal}: {@link #handle}
 * registers a Java handler (the VM installs its own native handler, which counts the signal
 * and wakes the "Signal Dispatcher" thread); the dispatcher calls {@link #dispatch(int)}, which
 * runs the handler in a new thread named "SIG&lt;name&gt; handler".
 */
public final class Signal {
    private static Hashtable<Signal, Signal.Handler> handlers = new Hashtable<Signal, Signal.Handler>(4);
    private static Hashtable<Integer, Signal> signals = new Hashtable<Integer, Signal>(4);

    private final int number;
    private final String name;

    public int getNumber() {
        return number;
    }

    public String getName() {
        return name;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof Signal) {
            Signal other = (Signal) obj;
            return name.equals(other.name) && number == other.number;
        }
        return false;
    }

    public int hashCode() {
        return number;
    }

    public String toString() {
        return "SIG" + name;
    }

    /** A signal by its short name ("INT"); IllegalArgumentException for an unknown one. */
    public Signal(String name) {
        Objects.requireNonNull(name, "name");
        if (name.startsWith("SIG")) {
            throw new IllegalArgumentException("Unknown signal: " + name);
        }
        this.name = name;
        this.number = findSignal0(name);
        if (number < 0) {
            throw new IllegalArgumentException("Unknown signal: " + name);
        }
    }

    /** Registers {@code handler} for {@code sig}; returns the previous handler. */
    public static synchronized Signal.Handler handle(Signal sig, Signal.Handler handler) throws IllegalArgumentException {
        Objects.requireNonNull(sig, "sig");
        Objects.requireNonNull(handler, "handler");
        long newH = (handler instanceof NativeHandler) ? ((NativeHandler) handler).getHandler() : 2;
        long oldH = handle0(sig.number, newH);
        if (oldH == -1) {
            throw new IllegalArgumentException("Signal already used by VM or OS: " + sig);
        }
        signals.put(Integer.valueOf(sig.number), sig);
        synchronized (handlers) {
            Signal.Handler oldHandler = handlers.get(sig);
            handlers.remove(sig);
            if (newH == 2) {
                handlers.put(sig, handler);
            }
            if (oldH == 0) {
                return Signal.Handler.SIG_DFL;
            } else if (oldH == 1) {
                return Signal.Handler.SIG_IGN;
            } else if (oldH == 2) {
                return oldHandler;
            } else {
                return new NativeHandler(oldH);
            }
        }
    }

    /** Raises {@code sig} in this process; IllegalArgumentException if no Java handler has it. */
    public static void raise(Signal sig) throws IllegalArgumentException {
        Objects.requireNonNull(sig, "sig");
        if (handlers.get(sig) == null) {
            throw new IllegalArgumentException("Unhandled signal: " + sig);
        }
        raise0(sig.number);
    }

    /** Called by the VM's Signal Dispatcher thread for each signal that arrived. */
    private static void dispatch(final int number) {
        final Signal sig = signals.get(Integer.valueOf(number));
        final Signal.Handler handler = sig == null ? null : handlers.get(sig);
        Runnable runnable = new Runnable() {
            public void run() {
                // Runs at the priority inherited from the dispatcher, as in the JDK.
                handler.handle(sig);
            }
        };
        if (handler != null) {
            new Thread(null, runnable, sig + " handler", 0, false).start();
        }
    }

    private static native int findSignal0(String sigName);

    /** Handler values: 0 default, 1 ignore, 2 call back to dispatch, other native handlers. */
    private static native long handle0(int sig, long nativeH);

    private static native void raise0(int sig);

    /** A Java signal handler. */
    public interface Handler {
        Signal.Handler SIG_DFL = new NativeHandler(0);
        Signal.Handler SIG_IGN = new NativeHandler(1);

        void handle(Signal sig);
    }

    /** A handler implemented in native code (or a disposition). */
    static final class NativeHandler implements Signal.Handler {
        private final long handler;

        long getHandler() {
            return handler;
        }

        NativeHandler(long handler) {
            this.handler = handler;
        }

        public void handle(Signal sig) {
            throw new UnsupportedOperationException("invoking native signal handle not supported");
        }

        public String toString() {
            return this == SIG_DFL ? "SIG_DFL" : (this == SIG_IGN ? "SIG_IGN" : super.toString());
        }
    }
}
