package java.io;

public class IOError extends Error {
    private static final long serialVersionUID = 1L;

    public IOError(Throwable cause) {
        super(cause);
    }
}
