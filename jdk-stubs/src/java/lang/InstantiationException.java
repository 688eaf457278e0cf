package java.lang;

public class InstantiationException extends ReflectiveOperationException {
    private static final long serialVersionUID = 1L;

    public InstantiationException() {
        super();
    }

    public InstantiationException(String s) {
        super(s);
    }
}
