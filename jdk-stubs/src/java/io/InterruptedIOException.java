package java.io;

public class InterruptedIOException extends IOException {
    private static final long serialVersionUID = 1L;

    public int bytesTransferred = 0;

    public InterruptedIOException() {
        super();
    }

    public InterruptedIOException(String message) {
        super(message);
    }
}
