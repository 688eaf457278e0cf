package java.lang.invoke;

/**
 * The string concatenation bootstrap methods. rjvm implements them inside the
 * VM (a call site becomes a recipe the interpreter follows, see
 * vm/src/interp/indy.rs); these declarations exist so that the bootstrap
 * method handle of such a call site resolves, as in the JDK (a corrupted
 * one fails to resolve with the JDK's NoSuchMethodError).
 */
public final class StringConcatFactory {
    private StringConcatFactory() {}

    public static CallSite makeConcat(MethodHandles.Lookup lookup, String name, MethodType concatType)
            throws StringConcatException {
        throw new UnsupportedOperationException("rjvm links string concatenation call sites inside the VM");
    }

    public static CallSite makeConcatWithConstants(MethodHandles.Lookup lookup, String name, MethodType concatType,
            String recipe, Object... constants) throws StringConcatException {
        throw new UnsupportedOperationException("rjvm links string concatenation call sites inside the VM");
    }
}
