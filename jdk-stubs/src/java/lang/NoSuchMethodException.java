package java.lang;

public class NoSuchMethodException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public NoSuchMethodException() {
        super();
    }

    public NoSuchMethodException(String s) {
        super(s);
    }
}
