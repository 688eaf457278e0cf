package java.lang.reflect;

/** The base of fields, methods and constructors: the accessibility flag. */
public class AccessibleObject {
    boolean override;

    protected AccessibleObject() {
    }

    public void setAccessible(boolean flag) {
        override = flag;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    public final boolean trySetAccessible() {
        override = true;
        return true;
    }
}
