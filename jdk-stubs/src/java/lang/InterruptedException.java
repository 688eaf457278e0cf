package java.lang;

public class InterruptedException extends Exception {
    private static final long serialVersionUID = 1L;

    public InterruptedException() {
        super();
    }

    public InterruptedException(String s) {
        super(s);
    }
}
