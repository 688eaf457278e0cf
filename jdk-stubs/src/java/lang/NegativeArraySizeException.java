package java.lang;

public class NegativeArraySizeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public NegativeArraySizeException() {
        super();
    }

    public NegativeArraySizeException(String s) {
        super(s);
    }
}
