package java.lang.reflect;

/** A method or a constructor. */
public abstract class Executable extends AccessibleObject implements Member {
    Executable() {
    }

    public abstract Class<?>[] getParameterTypes();

    public int getParameterCount() {
        return getParameterTypes().length;
    }

    public boolean isVarArgs() {
        return (getModifiers() & 0x80) != 0;
    }

    public boolean isSynthetic() {
        return (getModifiers() & 0x1000) != 0;
    }

    /** Like the JDK: modifiers, the header (return type and name), then the parameter types. */
    String sharedToString(int modifierMask, boolean isDefault, Class<?>[] parameterTypes) {
        StringBuilder sb = new StringBuilder();
        int mod = getModifiers() & modifierMask;
        if (mod != 0 && !isDefault) {
            sb.append(Modifier.toString(mod)).append(' ');
        } else {
            int access = mod & Modifier.ACCESS_MODIFIERS;
            if (access != 0) {
                sb.append(Modifier.toString(access)).append(' ');
            }
            if (isDefault) {
                sb.append("default ");
            }
            mod = mod & ~Modifier.ACCESS_MODIFIERS;
            if (mod != 0) {
                sb.append(Modifier.toString(mod)).append(' ');
            }
        }
        specificToStringHeader(sb);
        sb.append('(');
        for (int i = 0; i < parameterTypes.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(parameterTypes[i].getTypeName());
        }
        sb.append(')');
        return sb.toString();
    }

    abstract void specificToStringHeader(StringBuilder sb);
}
