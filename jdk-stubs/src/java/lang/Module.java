package java.lang;

/**
 * A module: rjvm's class library is the named module {@code java.base}; every class from the class
 * path is in the one unnamed module of the application class loader.
 */
public final class Module {
    private static final Module JAVA_BASE = new Module("java.base");
    private static final Module UNNAMED = new Module(null);

    private final String name;

    private Module(String name) {
        this.name = name;
    }

    /** The module of {@code c} (the VM says whether it came from the class library). */
    static Module of(Class<?> c) {
        return c.fromClassPath0() ? UNNAMED : JAVA_BASE;
    }

    public boolean isNamed() {
        return name != null;
    }

    public String getName() {
        return name;
    }

    public ClassLoader getClassLoader() {
        return name != null ? null : ClassLoader.getSystemClassLoader();
    }

    public String toString() {
        if (isNamed()) {
            return "module " + name;
        }
        return "unnamed module @" + Integer.toHexString(hashCode());
    }
}
