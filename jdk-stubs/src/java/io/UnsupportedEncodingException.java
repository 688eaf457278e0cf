package java.io;

public class UnsupportedEncodingException extends IOException {
    private static final long serialVersionUID = 1L;

    public UnsupportedEncodingException() {
        super();
    }

    public UnsupportedEncodingException(String message) {
        super(message);
    }

}
