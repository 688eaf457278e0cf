package java.lang;

public class AbstractMethodError extends IncompatibleClassChangeError {
    private static final long serialVersionUID = 1L;

    public AbstractMethodError() {
        super();
    }

    public AbstractMethodError(String s) {
        super(s);
    }
}
