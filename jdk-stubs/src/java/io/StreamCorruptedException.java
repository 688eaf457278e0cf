package java.io;

public class StreamCorruptedException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    public StreamCorruptedException() {
        super();
    }

    public StreamCorruptedException(String message) {
        super(message);
    }

}
