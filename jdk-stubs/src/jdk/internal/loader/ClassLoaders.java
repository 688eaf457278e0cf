package jdk.internal.loader;

/**
 * The built-in class loaders, named as in the JDK: the platform loader
 * (parent: the bootstrap loader) and the application loader (parent: the
 * platform loader), whose class-path search the VM does itself.
 */
public final class ClassLoaders {
    private static final PlatformClassLoader PLATFORM_LOADER = new PlatformClassLoader();
    private static final AppClassLoader APP_LOADER = new AppClassLoader(PLATFORM_LOADER);

    private ClassLoaders() {
    }

    public static ClassLoader appClassLoader() {
        return APP_LOADER;
    }

    public static ClassLoader platformClassLoader() {
        return PLATFORM_LOADER;
    }

    /** The JDK's BuiltinClassLoader: loaders named without an identity hash. */
    public abstract static class BuiltinLoader extends ClassLoader {
        BuiltinLoader(String name, ClassLoader parent) {
            super(name, parent);
        }
    }

    private static final class PlatformClassLoader extends BuiltinLoader {
        PlatformClassLoader() {
            super("platform", null);
        }
    }

    private static final class AppClassLoader extends BuiltinLoader {
        AppClassLoader(ClassLoader parent) {
            super("app", parent);
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            Class<?> c = loadAppClass0(name);
            if (c == null) {
                throw new ClassNotFoundException(name);
            }
            return c;
        }

        /** The VM's own search: the bootstrap classes, then the class path. */
        private static native Class<?> loadAppClass0(String name);

        @Override
        protected java.net.URL findResource(String name) {
            return rjvm.internal.Resources.classPath(name);
        }

        @Override
        protected java.util.Enumeration<java.net.URL> findResources(String name) {
            return rjvm.internal.Resources.classPathAll(name);
        }
    }
}
