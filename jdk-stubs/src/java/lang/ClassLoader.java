package java.lang;

import java.io.InputStream;

/**
 * Minimal class loader: rjvm loads every class itself, so loadClass delegates to
 * Class.forName and classes report a null (bootstrap) loader.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;

    private static ClassLoader systemLoader;

    protected ClassLoader() {
        this(null);
    }

    protected ClassLoader(ClassLoader parent) {
        this.parent = parent;
    }

    protected ClassLoader(String name, ClassLoader parent) {
        this.parent = parent;
    }

    public static ClassLoader getSystemClassLoader() {
        if (systemLoader == null) {
            systemLoader = new SystemClassLoader();
        }
        return systemLoader;
    }

    public static ClassLoader getPlatformClassLoader() {
        return getSystemClassLoader();
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public String getName() {
        return null;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return Class.forName(name);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    protected final Class<?> findLoadedClass(String name) {
        return null;
    }

    protected final Class<?> findSystemClass(String name) throws ClassNotFoundException {
        return Class.forName(name);
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

    private static final class SystemClassLoader extends ClassLoader {
        SystemClassLoader() {
            super(null);
        }

        @Override
        public String getName() {
            return "app";
        }
    }
}
