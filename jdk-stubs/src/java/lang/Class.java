package java.lang;

import java.io.InputStream;

/**
 * Class mirrors. Instances are created only by the VM; {@code vmClass} links a mirror to the
 * VM's class. Reflection beyond what is listed here is not available.
 */
public final class Class<T> implements java.io.Serializable, java.lang.reflect.Type {
    private static final long serialVersionUID = 3206093459760846163L;

    private static final int ANNOTATION = 0x00002000;
    private static final int ENUM = 0x00004000;
    private static final int SYNTHETIC = 0x00001000;

    private transient long vmClass;

    /** The defining loader (null: the bootstrap loader); set by the VM, as in the JDK. */
    private final ClassLoader classLoader;

    /** Cached result of getEnumConstants0 (shared; callers get clones). */
    private transient volatile T[] enumConstants;

    private Class(ClassLoader loader) {
        classLoader = loader;
    }

    public String toString() {
        return (isInterface() ? "interface " : (isPrimitive() ? "" : "class ")) + getName();
    }

    public String toGenericString() {
        return toString();
    }

    public static Class<?> forName(String className) throws ClassNotFoundException {
        if (className == null) {
            throw new NullPointerException();
        }
        return forName0(className, true, null, true);
    }

    public static Class<?> forName(String name, boolean initialize, ClassLoader loader) throws ClassNotFoundException {
        if (name == null) {
            throw new NullPointerException();
        }
        return forName0(name, initialize, loader, false);
    }

    /**
     * The class {@code name} (binary name) as seen by {@code loader} (null:
     * the bootstrap loader), or with {@code callerLoader} by the loader of
     * the class whose method called {@code Class.forName}.
     */
    private static native Class<?> forName0(String name, boolean initialize, ClassLoader loader, boolean callerLoader)
            throws ClassNotFoundException;

    @Deprecated
    public T newInstance() throws InstantiationException, IllegalAccessException {
        @SuppressWarnings("unchecked")
        T t = (T) newInstance0();
        return t;
    }

    private native Object newInstance0();

    public native boolean isInstance(Object obj);

    public native boolean isAssignableFrom(Class<?> cls);

    public native boolean isInterface();

    public native boolean isArray();

    public native boolean isPrimitive();

    public boolean isAnnotation() {
        return (getModifiers() & ANNOTATION) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & SYNTHETIC) != 0;
    }

    public native String getName();

    public native String getSimpleName();

    public native Class<? super T> getSuperclass();

    public native Class<?>[] getInterfaces();

    public native Class<?> getComponentType();

    public native int getModifiers();

    /**
     * What the class's loader says once the program has set an assertion
     * status on it, else the VM (the command line's directives).
     */
    public boolean desiredAssertionStatus() {
        if (classLoader != null) {
            Boolean s = classLoader.assertionStatus(getName());
            if (s != null) {
                return s;
            }
        }
        return desiredAssertionStatus0(this);
    }

    private static native boolean desiredAssertionStatus0(Class<?> c);

    static native Class<?> getPrimitiveClass(String name);

    native Object[] getEnumConstants0();

    /** The defining loader (set by the VM); null for the bootstrap loader. */
    public ClassLoader getClassLoader() {
        return classLoader;
    }

    /** Whether the class (an array's element class, a primitive type) was defined by the boot loader: module java.base. */
    native boolean isInLibrary0();

    public Module getModule() {
        return Module.of(this);
    }


    public String getTypeName() {
        if (isArray()) {
            Class<?> cl = this;
            int dimensions = 0;
            while (cl.isArray()) {
                dimensions++;
                cl = cl.getComponentType();
            }
            StringBuilder sb = new StringBuilder(cl.getName());
            for (int i = 0; i < dimensions; i++) {
                sb.append("[]");
            }
            return sb.toString();
        }
        return getName();
    }

    /**
     * Canonical name: '$' of member classes becomes '.'; null for local and anonymous classes
     * (approximated from the binary name).
     */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        String n = getName();
        if (n.indexOf('$') < 0) {
            return n;
        }
        if (isLocalOrAnonymousName(n)) {
            return null;
        }
        return n.replace('$', '.');
    }

    private static boolean isLocalOrAnonymousName(String n) {
        int i = n.indexOf('$');
        while (i >= 0) {
            if (i + 1 < n.length() && Character.isDigit(n.charAt(i + 1))) {
                return true;
            }
            i = n.indexOf('$', i + 1);
        }
        return n.indexOf("$$Lambda") >= 0;
    }

    public boolean isAnonymousClass() {
        String n = getName();
        int i = n.lastIndexOf('$');
        if (i < 0 || i + 1 >= n.length() || isArray()) {
            return false;
        }
        for (int k = i + 1; k < n.length(); k++) {
            if (!Character.isDigit(n.charAt(k))) {
                return false;
            }
        }
        return true;
    }

    public boolean isLocalClass() {
        String n = getName();
        int i = n.lastIndexOf('$');
        return !isArray() && i >= 0 && i + 1 < n.length() && Character.isDigit(n.charAt(i + 1)) && !isAnonymousClass();
    }

    public boolean isMemberClass() {
        String n = getName();
        return !isArray() && n.indexOf('$') >= 0 && !isLocalOrAnonymousName(n);
    }

    public String getPackageName() {
        Class<?> c = this;
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (c.isPrimitive()) {
            return "java.lang";
        }
        String cn = c.getName();
        int dot = cn.lastIndexOf('.');
        return (dot != -1) ? cn.substring(0, dot) : "";
    }

    public boolean isEnum() {
        return (getModifiers() & ENUM) != 0 && getSuperclass() == Enum.class;
    }

    public T[] getEnumConstants() {
        T[] values = getEnumConstantsShared();
        return (values != null) ? values.clone() : null;
    }

    @SuppressWarnings("unchecked")
    T[] getEnumConstantsShared() {
        T[] constants = enumConstants;
        if (constants == null) {
            constants = (T[]) getEnumConstants0();
            enumConstants = constants;
        }
        return constants;
    }

    @SuppressWarnings("unchecked")
    public T cast(Object obj) {
        if (obj != null && !isInstance(obj)) {
            throw new ClassCastException("Cannot cast " + obj.getClass().getName() + " to " + getName());
        }
        return (T) obj;
    }

    @SuppressWarnings("unchecked")
    public <U> Class<? extends U> asSubclass(Class<U> clazz) {
        if (clazz.isAssignableFrom(this)) {
            return (Class<? extends U>) this;
        }
        throw new ClassCastException(this.toString());
    }

    public Class<?> getDeclaringClass() {
        return null;
    }

    public Class<?> getEnclosingClass() {
        return null;
    }

    /**
     * A resource named relative to this class's package ("data.txt" is "p/q/data.txt" for a
     * class p.q.C) or absolutely ("/data.txt" is "data.txt"), found by the class's loader; the
     * class library's classes see only the class library's resources, as on the JDK.
     */
    public java.net.URL getResource(String name) {
        name = resolveName(name);
        ClassLoader cl = getClassLoader();
        return cl == null ? rjvm.internal.Resources.boot(name) : cl.getResource(name);
    }

    public InputStream getResourceAsStream(String name) {
        java.net.URL url = getResource(name);
        try {
            return url != null ? url.openStream() : null;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    private String resolveName(String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        String pkg = getPackageName();
        return pkg.isEmpty() ? name : pkg.replace('.', '/') + "/" + name;
    }

    public Object[] getSigners() {
        return null;
    }
}
