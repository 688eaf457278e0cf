package java.lang;

public class CloneNotSupportedException extends Exception {
    private static final long serialVersionUID = 1L;

    public CloneNotSupportedException() {
        super();
    }

    public CloneNotSupportedException(String s) {
        super(s);
    }
}
