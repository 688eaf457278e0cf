// A class whose static initialiser failed: every later use throws NoClassDefFoundError "Could not initialize
// class X" whose cause is an ExceptionInInitializerError describing the original exception (class, message,
// failing thread) and carrying the original's stack trace, where the first failure happened, not the later
// call site; the same cause object every time. Errors thrown by <clinit>, exceptions without a message, a
// failure in another thread and a subclass of a failed class. Ends with the uncaught NoClassDefFoundError.
// STDERR: all
public class ClinitErrorCause {
    static class Arith {
        static int v = compute(0);

        static int compute(int d) {
            return helper(d);
        }

        static int helper(int d) {
            return 10 / d;
        }
    }

    static class NoMessage {
        static {
            if (ClinitErrorCause.class != null) {
                throw new IllegalStateException();
            }
        }
        static int v;
    }

    static class Custom extends Error {
        Custom(String m) {
            super(m);
        }
    }

    static class ThrowsError {
        static {
            if (ClinitErrorCause.class != null) {
                throw new Custom("custom error");
            }
        }
        static int v;
    }

    static class InThread {
        static int v = 7 / Base.zero();
    }

    static class Base {
        static int v = 1 / zero();

        static int zero() {
            return 0;
        }
    }

    static class Sub extends Base {
        static int w = 2;
    }

    static void show(String what, Throwable t) {
        System.out.println(what + ": " + t);
        Throwable c = t.getCause();
        System.out.println("  cause: " + c + ", its cause: " + (c == null ? null : c.getCause()));
        if (c != null) {
            for (StackTraceElement e : c.getStackTrace()) {
                if (!e.getClassName().startsWith("ClinitErrorCause")) {
                    continue; // Thread.run: its line differs between the class libraries
                }
                System.out.println("    " + e.getClassName() + "." + e.getMethodName() + ":" + e.getLineNumber());
            }
        }
    }

    static int touchArith() {
        return Arith.v;
    }

    public static void main(String[] args) throws Exception {
        Throwable[] causes = new Throwable[2];
        for (int i = 0; i < 3; i++) {
            try {
                System.out.println(touchArith());
            } catch (Throwable t) {
                show("Arith " + i, t);
                if (i > 0) {
                    causes[i - 1] = t.getCause();
                }
            }
        }
        System.out.println("same cause: " + (causes[0] == causes[1]));
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(NoMessage.v);
            } catch (Throwable t) {
                show("NoMessage " + i, t);
            }
        }
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(ThrowsError.v);
            } catch (Throwable t) {
                show("ThrowsError " + i, t);
            }
        }
        Thread th = new Thread(new Runnable() {
            public void run() {
                try {
                    System.out.println(InThread.v);
                } catch (Throwable t) {
                    show("InThread (worker)", t);
                }
            }
        }, "worker-1");
        th.start();
        th.join();
        try {
            System.out.println(InThread.v);
        } catch (Throwable t) {
            show("InThread (main)", t);
        }
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println(Sub.w);
            } catch (Throwable t) {
                show("Sub " + i, t);
            }
        }
        try {
            System.out.println(Base.v);
        } catch (Throwable t) {
            show("Base", t);
        }
        try {
            touchArith();
        } catch (NoClassDefFoundError e) {
            e.printStackTrace(System.out);
        }
        touchArith();
    }
}
