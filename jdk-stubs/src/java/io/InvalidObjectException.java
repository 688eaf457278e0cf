package java.io;

public class InvalidObjectException extends ObjectStreamException {
    private static final long serialVersionUID = 1L;

    public InvalidObjectException() {
        super();
    }

    public InvalidObjectException(String message) {
        super(message);
    }

}
