package java.lang.invoke;

/** A method type; see {@link MethodHandle} for rjvm's support. */
public final class MethodType {
    private MethodType() {}

    public static MethodType methodType(Class<?> rtype, Class<?>[] ptypes) {
        throw new UnsupportedOperationException("rjvm: method types are not supported");
    }
}
