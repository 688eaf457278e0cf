package java.lang;

public class SecurityException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SecurityException() {
        super();
    }

    public SecurityException(String s) {
        super(s);
    }

    public SecurityException(String message, Throwable cause) {
        super(message, cause);
    }

    public SecurityException(Throwable cause) {
        super(cause);
    }
}
