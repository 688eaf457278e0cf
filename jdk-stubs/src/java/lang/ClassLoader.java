package java.lang;

import java.io.InputStream;

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

    public InputStream getResourceAsStream(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return null;
    }

    public static InputStream getSystemResourceAsStream(String name) {
        return getSystemClassLoader().getResourceAsStream(name);
    }

    public void setDefaultAssertionStatus(boolean enabled) {
    }

    public void setPackageAssertionStatus(String packageName, boolean enabled) {
    }

    public void setClassAssertionStatus(String className, boolean enabled) {
    }

    public void clearAssertionStatus() {
    }
}
