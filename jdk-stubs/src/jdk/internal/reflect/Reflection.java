package jdk.internal.reflect;

/** The caller-sensitive query of the JDK's class of the same name. */
public final class Reflection {
    private Reflection() {
    }

    /**
     * The class of the method that called the method calling this one (frames of reflective
     * invocation skipped), as the JDK's {@code Reflection.getCallerClass()}.
     */
    public static native Class<?> getCallerClass();
}
