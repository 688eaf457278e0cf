package java.lang;

public class IllegalThreadStateException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public IllegalThreadStateException() {
        super();
    }

    public IllegalThreadStateException(String s) {
        super(s);
    }
}
