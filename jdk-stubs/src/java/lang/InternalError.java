package java.lang;

public class InternalError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    public InternalError() {
        super();
    }

    public InternalError(String s) {
        super(s);
    }

    public InternalError(String message, Throwable cause) {
        super(message, cause);
    }

    public InternalError(Throwable cause) {
        super(cause);
    }
}
