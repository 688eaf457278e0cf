package java.lang;

public class ClassFormatError extends LinkageError {
    private static final long serialVersionUID = 1L;

    public ClassFormatError() {
        super();
    }

    public ClassFormatError(String s) {
        super(s);
    }
}
