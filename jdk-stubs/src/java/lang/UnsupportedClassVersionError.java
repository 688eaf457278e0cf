package java.lang;

public class UnsupportedClassVersionError extends ClassFormatError {
    private static final long serialVersionUID = 1L;

    public UnsupportedClassVersionError() {
        super();
    }

    public UnsupportedClassVersionError(String s) {
        super(s);
    }
}
