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

    /** Canonical name: the enclosing class's and the simple name; null for local and anonymous classes. */
    public String getCanonicalName() {
        if (isArray()) {
            String c = getComponentType().getCanonicalName();
            return c == null ? null : c + "[]";
        }
        // Lambda proxies stand for the JDK's hidden classes, which have none.
        if (isLocalOrAnonymousClass() || getName().indexOf("$$Lambda") >= 0) {
            return null;
        }
        Class<?> enclosing = getEnclosingClass();
        if (enclosing == null) {
            return getName();
        }
        String e = enclosing.getCanonicalName();
        return e == null ? null : e + "." + getSimpleName();
    }

    /** The class of the EnclosingMethod attribute: set for local and anonymous classes only (JVMS 4.7.7). */
    private native Class<?> getEnclosingMethodClass0();

    /** From the InnerClasses entry of a member class; null for any other class. */
    private native Class<?> getDeclaringClass0();

    /** Whether the class's own InnerClasses entry names it (a member or local class). */
    private native boolean hasSimpleBinaryName0();

    private boolean isLocalOrAnonymousClass() {
        return getEnclosingMethodClass0() != null;
    }

    public boolean isAnonymousClass() {
        return !isArray() && isLocalOrAnonymousClass() && !hasSimpleBinaryName0();
    }

    public boolean isLocalClass() {
        return isLocalOrAnonymousClass() && hasSimpleBinaryName0();
    }

    public boolean isMemberClass() {
        return !isLocalOrAnonymousClass() && getDeclaringClass0() != null;
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
        return getDeclaringClass0();
    }

    /** The class a local or anonymous class is declared in, else the declaring class. */
    public Class<?> getEnclosingClass() {
        Class<?> c = getEnclosingMethodClass0();
        return c != null ? c : getDeclaringClass0();
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
