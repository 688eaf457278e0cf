package java.lang;

public class ClassCastException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ClassCastException() {
        super();
    }

    public ClassCastException(String s) {
        super(s);
    }
}
