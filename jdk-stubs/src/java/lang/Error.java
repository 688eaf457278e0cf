package java.lang;

public class Error extends Throwable {
    static final long serialVersionUID = 1L;

    public Error() {
        super();
    }

    public Error(String s) {
        super(s);
    }

    public Error(String message, Throwable cause) {
        super(message, cause);
    }

    public Error(Throwable cause) {
        super(cause);
    }

    protected Error(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
