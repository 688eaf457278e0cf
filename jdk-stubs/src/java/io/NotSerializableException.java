package java.io;

public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    public NotSerializableException() {
        super();
    }

    public NotSerializableException(String message) {
        super(message);
    }

}
