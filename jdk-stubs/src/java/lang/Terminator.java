package java.lang;

import jdk.internal.misc.Signal;

/**
 * Termination-triggered shutdown, as in the JDK: SIGHUP, SIGINT and SIGTERM run the shutdown
 * hooks and exit with status 128 + the signal's number. {@code System.initPhase1} calls
 * {@link #setup()}; with -Xrs the VM refuses the registrations and the signals keep their
 * default action (the program must call System.exit itself).
 */
class Terminator {
    private Terminator() {
    }

    private static Signal.Handler handler;

    static void setup() {
        if (handler != null) {
            return;
        }
        Signal.Handler sh = new Signal.Handler() {
            public void handle(Signal sig) {
                Shutdown.exit(sig.getNumber() + 0200);
            }
        };
        handler = sh;
        String[] names = {"HUP", "INT", "TERM"};
        for (int i = 0; i < names.length; i++) {
            try {
                Signal.handle(new Signal(names[i]), sh);
            } catch (IllegalArgumentException e) {
                // used by the VM (-Xrs): keep the default action
            }
        }
    }
}
