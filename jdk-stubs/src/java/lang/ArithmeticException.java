package java.lang;

public class ArithmeticException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ArithmeticException() {
        super();
    }

    public ArithmeticException(String s) {
        super(s);
    }
}
