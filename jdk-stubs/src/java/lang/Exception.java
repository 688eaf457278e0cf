package java.lang;

public class Exception extends Throwable {
    static final long serialVersionUID = 1L;

    public Exception() {
        super();
    }

    public Exception(String s) {
        super(s);
    }

    public Exception(String message, Throwable cause) {
        super(message, cause);
    }

    public Exception(Throwable cause) {
        super(cause);
    }

    protected Exception(String message, Throwable cause, boolean enableSuppression, boolean writableStackTrace) {
        super(message, cause, enableSuppression, writableStackTrace);
    }
}
