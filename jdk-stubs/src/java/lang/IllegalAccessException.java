package java.lang;

public class IllegalAccessException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public IllegalAccessException() {
        super();
    }

    public IllegalAccessException(String s) {
        super(s);
    }
}
