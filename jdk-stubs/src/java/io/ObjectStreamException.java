package java.io;

public class ObjectStreamException extends IOException {
    private static final long serialVersionUID = 1L;

    public ObjectStreamException() {
        super();
    }

    public ObjectStreamException(String message) {
        super(message);
    }

}
