package java.lang.invoke;

/**
 * The lambda bootstrap methods. rjvm implements them inside the VM (it
 * generates a proxy class per call site, see vm/src/interp/lambda.rs); these
 * declarations exist so that javac can compile lambdas in the class library.
 */
public class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1;
    public static final int FLAG_MARKERS = 2;
    public static final int FLAG_BRIDGES = 4;

    private LambdaMetafactory() {}

    public static CallSite metafactory(MethodHandles.Lookup caller, String invokedName, MethodType invokedType,
            MethodType samMethodType, MethodHandle implMethod, MethodType instantiatedMethodType)
            throws LambdaConversionException {
        throw new UnsupportedOperationException("rjvm links lambda call sites inside the VM");
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String invokedName, MethodType invokedType,
            Object... args) throws LambdaConversionException {
        throw new UnsupportedOperationException("rjvm links lambda call sites inside the VM");
    }
}
