package java.lang.reflect;

/**
 * A field. Made by the VM (JNI's ToReflectedField), which sets {@code clazz} and {@code slot} (the
 * field's index among its class's declared fields) and the other fields.
 */
public final class Field extends AccessibleObject implements Member {
    private Class<?> clazz;
    private int slot;
    private String name;
    private Class<?> type;
    private int modifiers;

    private Field() {
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

    public boolean isSynthetic() {
        return (modifiers & 0x1000) != 0;
    }

    public boolean isEnumConstant() {
        return (modifiers & 0x4000) != 0;
    }

    public Class<?> getType() {
        return type;
    }

    public boolean equals(Object obj) {
        if (obj instanceof Field) {
            Field other = (Field) obj;
            return clazz == other.clazz && slot == other.slot;
        }
        return false;
    }

    public int hashCode() {
        return clazz.getName().hashCode() ^ name.hashCode();
    }

    public String toString() {
        int mod = modifiers & Modifier.fieldModifiers();
        return (mod == 0 ? "" : Modifier.toString(mod) + " ") + type.getTypeName() + " " + clazz.getTypeName() + "." + name;
    }
}
