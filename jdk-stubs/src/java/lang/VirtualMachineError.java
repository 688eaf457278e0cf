package java.lang;

public abstract class VirtualMachineError extends Error {
    private static final long serialVersionUID = 1L;

    public VirtualMachineError() {
        super();
    }

    public VirtualMachineError(String s) {
        super(s);
    }

    public VirtualMachineError(String message, Throwable cause) {
        super(message, cause);
    }

    public VirtualMachineError(Throwable cause) {
        super(cause);
    }
}
