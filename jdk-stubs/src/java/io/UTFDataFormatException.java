package java.io;

public class UTFDataFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public UTFDataFormatException() {
        super();
    }

    public UTFDataFormatException(String message) {
        super(message);
    }

}
