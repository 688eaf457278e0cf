package java.lang;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;

/**
 * Class loaders with the JDK's delegation model: {@link #loadClass(String,
 * boolean)} looks at the classes this loader already loaded, asks the parent
 * (or the bootstrap loader), and only then {@link #findClass}. Classes are
 * defined by the VM ({@link #defineClass}), which records this loader as
 * their defining loader and resolves their symbolic references through it.
 * The system (application) class loader is {@code
 * jdk.internal.loader.ClassLoaders$AppClassLoader}, whose class-path search
 * the VM does itself.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;
    private final String name;
    /** How the VM names this loader in messages (as the JDK does). */
    private final String nameAndId;

    private static ClassLoader systemLoader;

    private static Void checkCreateClassLoader() {
        return null;
    }

    private ClassLoader(Void unused, String name, ClassLoader parent) {
        if (name != null && name.isEmpty()) {
            throw new IllegalArgumentException("name must be non-empty or null");
        }
        this.name = name;
        this.parent = parent;
        String nid = name != null ? "'" + name + "'" : getClass().getName();
        if (!(this instanceof jdk.internal.loader.ClassLoaders.BuiltinLoader)) {
            nid = nid + " @" + Integer.toHexString(System.identityHashCode(this));
        }
        this.nameAndId = nid;
    }

    protected ClassLoader(String name, ClassLoader parent) {
        this(checkCreateClassLoader(), name, parent);
    }

    protected ClassLoader(ClassLoader parent) {
        this(checkCreateClassLoader(), null, parent);
    }

    protected ClassLoader() {
        this(checkCreateClassLoader(), null, getSystemClassLoader());
    }

    public static ClassLoader getSystemClassLoader() {
        if (systemLoader == null) {
            systemLoader = jdk.internal.loader.ClassLoaders.appClassLoader();
        }
        return systemLoader;
    }

    public static ClassLoader getPlatformClassLoader() {
        return jdk.internal.loader.ClassLoaders.platformClassLoader();
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public String getName() {
        return name;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Object getClassLoadingLock(String className) {
        return this;
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null) {
                try {
                    if (parent != null) {
                        c = parent.loadClass(name, false);
                    } else {
                        c = findBootstrapClassOrNull(name);
                    }
                } catch (ClassNotFoundException e) {
                    // not found by the parent: try this loader
                }
                if (c == null) {
                    c = findClass(name);
                }
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected Class<?> findClass(String moduleName, String name) {
        if (moduleName == null) {
            try {
                return findClass(name);
            } catch (ClassNotFoundException e) {
                // fall through
            }
        }
        return null;
    }

    @Deprecated
    protected final Class<?> defineClass(byte[] b, int off, int len) throws ClassFormatError {
        return defineClass(null, b, off, len);
    }

    protected final Class<?> defineClass(String name, byte[] b, int off, int len) throws ClassFormatError {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + (off < 0 ? off : off + len));
        }
        if (name != null && (name.indexOf('/') >= 0 || name.startsWith("["))) {
            throw new NoClassDefFoundError("IllegalName: " + name);
        }
        return defineClass1(this, name, b, off, len, null);
    }

    static native Class<?> defineClass1(ClassLoader loader, String name, byte[] b, int off, int len, String source);

    protected final Class<?> findLoadedClass(String name) {
        if (name == null || name.indexOf('/') >= 0 || name.startsWith("[")) {
            return null;
        }
        return findLoadedClass0(name);
    }

    private final native Class<?> findLoadedClass0(String name);

    static Class<?> findBootstrapClassOrNull(String name) {
        if (name == null || name.indexOf('/') >= 0 || name.startsWith("[")) {
            return null;
        }
        return findBootstrapClass(name);
    }

    private static native Class<?> findBootstrapClass(String name);

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return getSystemClassLoader().loadClass(name);
    }

    protected final void resolveClass(Class<?> c) {
        if (c == null) {
            throw new NullPointerException();
        }
    }

    /** The resource: the parent's (the class library's for the boot loader), else this loader's. */
    public URL getResource(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        URL url = parent != null ? parent.getResource(name) : rjvm.internal.Resources.boot(name);
        return url != null ? url : findResource(name);
    }

    public Enumeration<URL> getResources(String name) throws IOException {
        if (name == null) {
            throw new NullPointerException();
        }
        List<URL> all = new ArrayList<URL>();
        if (parent != null) {
            all.addAll(Collections.list(parent.getResources(name)));
        } else {
            URL b = rjvm.internal.Resources.boot(name);
            if (b != null) {
                all.add(b);
            }
        }
        all.addAll(Collections.list(findResources(name)));
        return Collections.enumeration(all);
    }

    protected URL findResource(String name) {
        return null;
    }

    protected Enumeration<URL> findResources(String name) throws IOException {
        return Collections.emptyEnumeration();
    }

    public InputStream getResourceAsStream(String name) {
        URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (IOException e) {
            return null;
        }
    }

    public static URL getSystemResource(String name) {
        return getSystemClassLoader().getResource(name);
    }

    public static Enumeration<URL> getSystemResources(String name) throws IOException {
        return getSystemClassLoader().getResources(name);
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    // ------------------------------------------------------------------ assertions
    //
    // The JDK's model: until the program sets a status on this loader, its
    // classes get the VM's answer (the command line's directives); the first
    // setting copies those directives into the maps below, which then decide.

    /** The status of classes no entry names; valid once the maps exist. */
    private boolean defaultAssertionStatus;
    /** Package name (null: the unnamed package) to status; null until first set. */
    private HashMap<String, Boolean> packageAssertionStatus;
    /** Class name to status; null until first set. */
    private HashMap<String, Boolean> classAssertionStatus;

    public synchronized void setDefaultAssertionStatus(boolean enabled) {
        initAssertionMaps();
        defaultAssertionStatus = enabled;
    }

    public synchronized void setPackageAssertionStatus(String packageName, boolean enabled) {
        initAssertionMaps();
        packageAssertionStatus.put(packageName, enabled);
    }

    public synchronized void setClassAssertionStatus(String className, boolean enabled) {
        initAssertionMaps();
        classAssertionStatus.put(className, enabled);
    }

    public synchronized void clearAssertionStatus() {
        classAssertionStatus = new HashMap<>();
        packageAssertionStatus = new HashMap<>();
        defaultAssertionStatus = false;
    }

    /** The status of a class of this loader, or null if nothing was set on the loader (ask the VM). */
    synchronized Boolean assertionStatus(String className) {
        if (classAssertionStatus == null) {
            return null;
        }
        Boolean result = classAssertionStatus.get(className);
        if (result != null) {
            return result;
        }
        int dot = className.lastIndexOf('.');
        if (dot < 0) {
            result = packageAssertionStatus.get(null);
            if (result != null) {
                return result;
            }
        }
        // The enclosing packages, innermost first.
        while (dot > 0) {
            className = className.substring(0, dot);
            result = packageAssertionStatus.get(className);
            if (result != null) {
                return result;
            }
            dot = className.lastIndexOf('.', dot - 1);
        }
        return defaultAssertionStatus;
    }

    private void initAssertionMaps() {
        if (classAssertionStatus != null) {
            return;
        }
        classAssertionStatus = new HashMap<>();
        packageAssertionStatus = new HashMap<>();
        AssertionStatusDirectives d = retrieveDirectives();
        // In command-line order: a later directive for the same name wins.
        for (int i = 0; i < d.classes.length; i++) {
            classAssertionStatus.put(d.classes[i], d.classEnabled[i]);
        }
        for (int i = 0; i < d.packages.length; i++) {
            packageAssertionStatus.put(d.packages[i], d.packageEnabled[i]);
        }
        defaultAssertionStatus = d.deflt;
    }

    private static native AssertionStatusDirectives retrieveDirectives();

    // ------------------------------------------------------------------ native libraries

    /** A library loaded by System.load / System.loadLibrary: its canonical path and dlopen handle. */
    private static final class NativeLibrary {
        final String name;
        final long handle;

        NativeLibrary(String name, long handle) {
            this.name = name;
            this.handle = handle;
        }
    }

    /**
     * The loaded libraries, one list for every loader (the JDK keeps one per class loader and refuses
     * a library already loaded by another loader); a library is loaded once and its JNI_OnLoad runs once.
     */
    private static final ArrayList<NativeLibrary> nativeLibraries = new ArrayList<>();

    /**
     * dlopen the library at the canonical path {@code name} and run its JNI_OnLoad, whose FindClass
     * sees {@code fromClass}'s loader; the handle.
     */
    private static native long load0(String name, Class<?> fromClass);

    /** The address of the symbol {@code name} in a loaded library, or 0. */
    private static native long findEntry0(long handle, String name);

    /** System.load: the library file {@code file} (an absolute path). */
    static void loadLibrary(Class<?> fromClass, File file) {
        if (!loadLibraryFile(file, fromClass)) {
            throw new UnsatisfiedLinkError("Can't load library: " + file);
        }
    }

    /** System.loadLibrary: {@code name} mapped to lib{@code name}.so, searched on the library paths. */
    static void loadLibrary(Class<?> fromClass, String name) {
        String mapped = System.mapLibraryName(name);
        for (String key : new String[] {"sun.boot.library.path", "java.library.path"}) {
            String path = System.getProperty(key, "");
            for (String dir : path.split(File.pathSeparator, -1)) {
                if (loadLibraryFile(new File(dir.isEmpty() ? "." : dir, mapped), fromClass)) {
                    return;
                }
            }
        }
        throw new UnsatisfiedLinkError("no " + name + " in java.library.path: " + System.getProperty("java.library.path", ""));
    }

    /** Load the library at {@code file} unless already loaded; false if the file does not exist. */
    private static boolean loadLibraryFile(File file, Class<?> fromClass) {
        if (!file.exists()) {
            return false;
        }
        String name;
        try {
            name = file.getCanonicalPath();
        } catch (IOException e) {
            return false;
        }
        synchronized (nativeLibraries) {
            for (NativeLibrary lib : nativeLibraries) {
                if (lib.name.equals(name)) {
                    return true;
                }
            }
            nativeLibraries.add(new NativeLibrary(name, load0(name, fromClass)));
        }
        return true;
    }

    /**
     * The address of the native function {@code entryName} (a JNI mangled name) for a class of
     * {@code loader}, or 0: called by the VM to bind a native method.
     */
    static long findNative(ClassLoader loader, String entryName) {
        synchronized (nativeLibraries) {
            for (NativeLibrary lib : nativeLibraries) {
                long addr = findEntry0(lib.handle, entryName);
                if (addr != 0) {
                    return addr;
                }
            }
        }
        return 0;
    }
}
