package java.lang.reflect;

/**
 * A constructor. Made by the VM (JNI's ToReflectedMethod for an {@code <init>} method), which sets
 * {@code clazz}, {@code slot}, {@code parameterTypes} and {@code modifiers}.
 */
public final class Constructor<T> extends Executable {
    private Class<T> clazz;
    private int slot;
    private Class<?>[] parameterTypes;
    private int modifiers;

    private Constructor() {
    }

    public Class<T> getDeclaringClass() {
        return clazz;
    }

    public String getName() {
        return clazz.getName();
    }

    public int getModifiers() {
        return modifiers;
    }

    public Class<?>[] getParameterTypes() {
        return parameterTypes.clone();
    }

    public int getParameterCount() {
        return parameterTypes.length;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Constructor) {
            Constructor<?> other = (Constructor<?>) obj;
            return clazz == other.clazz && slot == other.slot;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode();
    }

    public String toString() {
        return sharedToString(Modifier.constructorModifiers(), false, parameterTypes);
    }

    void specificToStringHeader(StringBuilder sb) {
        sb.append(clazz.getTypeName());
    }
}
