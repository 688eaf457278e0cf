package java.lang;

public class StackOverflowError extends VirtualMachineError {
    private static final long serialVersionUID = 1L;

    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String s) {
        super(s);
    }
}
