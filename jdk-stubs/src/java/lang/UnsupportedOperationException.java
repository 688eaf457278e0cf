package java.lang;

public class UnsupportedOperationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnsupportedOperationException() {
        super();
    }

    public UnsupportedOperationException(String s) {
        super(s);
    }

    public UnsupportedOperationException(String message, Throwable cause) {
        super(message, cause);
    }

    public UnsupportedOperationException(Throwable cause) {
        super(cause);
    }
}
