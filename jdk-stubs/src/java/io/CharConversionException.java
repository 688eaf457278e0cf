package java.io;

public class CharConversionException extends IOException {
    private static final long serialVersionUID = 1L;

    public CharConversionException() {
        super();
    }

    public CharConversionException(String message) {
        super(message);
    }

}
