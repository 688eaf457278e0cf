package java.lang.reflect;

/**
 * A method. Made by the VM (JNI's ToReflectedMethod), which sets {@code clazz} and {@code slot} (the
 * method's index among its class's declared methods) and the other fields.
 */
public final class Method extends Executable {
    private Class<?> clazz;
    private int slot;
    private String name;
    private Class<?> returnType;
    private Class<?>[] parameterTypes;
    private int modifiers;

    private Method() {
    }

    public Class<?> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return name;
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public boolean isBridge() {
        return (modifiers & 0x40) != 0;
    }

    public boolean isDefault() {
        return (modifiers & (Modifier.ABSTRACT | Modifier.PUBLIC | Modifier.STATIC)) == Modifier.PUBLIC
                && clazz.isInterface();
    }

    public boolean equals(Object obj) {
        if (obj instanceof Method) {
            Method other = (Method) obj;
            return clazz == other.clazz && slot == other.slot;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.methodModifiers(), isDefault(), parameterTypes);
    }

    void specificToStringHeader(StringBuilder sb) {
        sb.append(returnType.getTypeName()).append(' ');
        sb.append(clazz.getTypeName()).append('.');
        sb.append(name);
    }
}
