package java.util;

public class IllegalFormatConversionException extends IllegalFormatException {
    private static final long serialVersionUID = 17000126L;

    private final char c;
    private final Class<?> arg;

    public IllegalFormatConversionException(char c, Class<?> arg) {
        if (arg == null) {
            throw new NullPointerException();
        }
        this.c = c;
        this.arg = arg;
    }

    public char getConversion() {
        return c;
    }

    public Class<?> getArgumentClass() {
        return arg;
    }

    @Override
    public String getMessage() {
        return c + " != " + arg.getName();
    }
}
