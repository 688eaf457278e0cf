package java.lang;

public class LinkageError extends Error {
    private static final long serialVersionUID = 1L;

    public LinkageError() {
        super();
    }

    public LinkageError(String s) {
        super(s);
    }

    public LinkageError(String message, Throwable cause) {
        super(message, cause);
    }
}
