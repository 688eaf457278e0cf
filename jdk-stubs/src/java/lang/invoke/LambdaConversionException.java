package java.lang.invoke;

/** Thrown when a lambda call site cannot be linked. */
public class LambdaConversionException extends Exception {
    private static final long serialVersionUID = 292L + 8L;

    public LambdaConversionException() {}

    public LambdaConversionException(String message) {
        super(message);
    }
}
