package java.lang;

/** The single Runtime object of the VM. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    private Runtime() {
    }

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    public void exit(int status) {
        Shutdown.exit(status);
    }

    public void halt(int status) {
        Shutdown.halt(status);
    }

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        Shutdown.add(hook);
    }

    public boolean removeShutdownHook(Thread hook) {
        return Shutdown.remove(hook);
    }

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    public native void gc();

    /** Runs the finalizers of objects already found unreachable (in a secondary thread). */
    public void runFinalization() {
        rjvm.internal.SharedSecrets.getJavaLangRefAccess().runFinalization();
    }

    public void load(String filename) {
        load0(jdk.internal.reflect.Reflection.getCallerClass(), filename);
    }

    synchronized void load0(Class<?> fromClass, String filename) {
        if (!(new java.io.File(filename).isAbsolute())) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        ClassLoader.loadLibrary(fromClass, new java.io.File(filename));
    }

    public void loadLibrary(String libname) {
        loadLibrary0(jdk.internal.reflect.Reflection.getCallerClass(), libname);
    }

    synchronized void loadLibrary0(Class<?> fromClass, String libname) {
        if (libname.indexOf((int) java.io.File.separatorChar) != -1) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + libname);
        }
        ClassLoader.loadLibrary(fromClass, libname);
    }

    public static Version version() {
        return Version.CURRENT;
    }

    /** Minimal Runtime.Version: rjvm reports feature version 17. */
    public static final class Version implements Comparable<Version> {
        static final Version CURRENT = new Version(17, 0, 0);

        private final int feature;
        private final int interim;
        private final int update;

        private Version(int feature, int interim, int update) {
            this.feature = feature;
            this.interim = interim;
            this.update = update;
        }

        public int feature() {
            return feature;
        }

        public int interim() {
            return interim;
        }

        public int update() {
            return update;
        }

        public int patch() {
            return 0;
        }

        @Deprecated
        public int major() {
            return feature;
        }

        @Deprecated
        public int minor() {
            return interim;
        }

        @Deprecated
        public int security() {
            return update;
        }

        public int compareTo(Version o) {
            if (feature != o.feature) {
                return feature - o.feature;
            }
            if (interim != o.interim) {
                return interim - o.interim;
            }
            return update - o.update;
        }

        public String toString() {
            return String.valueOf(feature);
        }
    }
}
