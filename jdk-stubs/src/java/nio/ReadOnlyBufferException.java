package java.nio;

public class ReadOnlyBufferException extends UnsupportedOperationException {
    private static final long serialVersionUID = 1L;

    public ReadOnlyBufferException() {
    }
}
