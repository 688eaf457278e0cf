package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Properties;

/**
 * System facilities. {@code in}/{@code out}/{@code err} are set up by {@link #initPhase1()},
 * which the VM calls once before {@code main}.
 *
 * System.out and System.err are block-buffered (not flushed per line as HotSpot's autoflush
 * streams are); everything is flushed by Shutdown at exit, by Runtime.halt, and by explicit
 * flush() calls, so the bytes a reader of the output finally sees are the same.
 */
public final class System {
    private System() {
    }

    public static final InputStream in = null;

    public static final PrintStream out = null;

    public static final PrintStream err = null;

    private static Properties props;

    private static String lineSeparator = "\n";

    /** The streams created at start-up; Shutdown flushes them even if replaced with setOut/setErr. */
    static PrintStream initialOut;

    static PrintStream initialErr;

    private static void initPhase1() {
        Properties p = new Properties();
        String[] kv = initProperties0();
        if (kv != null) {
            for (int i = 0; i + 1 < kv.length; i += 2) {
                if (kv[i] != null && kv[i + 1] != null) {
                    p.setProperty(kv[i], kv[i + 1]);
                }
            }
        }
        props = p;
        String ls = p.getProperty("line.separator");
        if (ls != null) {
            lineSeparator = ls;
        }
        setIn0(new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
        initialOut = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 8192), true);
        initialErr = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.err), 8192), true);
        setOut0(initialOut);
        setErr0(initialErr);
        rjvm.internal.SharedSecrets.setJavaLangAccess(new rjvm.internal.JavaLangAccess() {
            public void invokeFinalize(Object o) throws Throwable {
                o.finalize();
            }
        });
        // Java handlers for HUP, INT and TERM: they run the shutdown hooks (as the JDK).
        Terminator.setup();
    }

    private static native String[] initProperties0();

    private static native String getenv0(String name);

    private static native void setIn0(InputStream in);

    private static native void setOut0(PrintStream out);

    private static native void setErr0(PrintStream err);

    public static void setIn(InputStream in) {
        setIn0(in);
    }

    public static void setOut(PrintStream out) {
        setOut0(out);
    }

    public static void setErr(PrintStream err) {
        setErr0(err);
    }

    /** Flushes the current and the initial System.out / System.err (used at shutdown). */
    static void flushStandardStreams() {
        PrintStream o = out;
        PrintStream e = err;
        if (o != null) {
            o.flush();
        }
        if (initialOut != null && initialOut != o) {
            initialOut.flush();
        }
        if (e != null) {
            e.flush();
        }
        if (initialErr != null && initialErr != e) {
            initialErr.flush();
        }
    }

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos, int length);

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native int identityHashCode(Object x);

    public static String lineSeparator() {
        return lineSeparator;
    }

    // ------------------------------------------------------------------ properties

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static Properties props() {
        if (props == null) {
            props = new Properties();
        }
        return props;
    }

    public static Properties getProperties() {
        return props();
    }

    public static void setProperties(Properties p) {
        if (p == null) {
            p = new Properties();
            String[] kv = initProperties0();
            for (int i = 0; kv != null && i + 1 < kv.length; i += 2) {
                if (kv[i] != null && kv[i + 1] != null) {
                    p.setProperty(kv[i], kv[i + 1]);
                }
            }
        }
        props = p;
    }

    public static String getProperty(String key) {
        checkKey(key);
        return props().getProperty(key);
    }

    public static String getProperty(String key, String def) {
        checkKey(key);
        return props().getProperty(key, def);
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        return (String) props().setProperty(key, value);
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return (String) props().remove(key);
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    // ------------------------------------------------------------------ runtime

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
        Runtime.getRuntime().runFinalization();
    }

    public static void load(String filename) {
        Runtime.getRuntime().load0(jdk.internal.reflect.Reflection.getCallerClass(), filename);
    }

    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary0(jdk.internal.reflect.Reflection.getCallerClass(), libname);
    }

    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }

    public static SecurityManager getSecurityManager() {
        return null;
    }

    public static void setSecurityManager(SecurityManager s) {
        if (s != null) {
            throw new UnsupportedOperationException(
                    "The Security Manager is deprecated and will be removed in a future release");
        }
    }
}
