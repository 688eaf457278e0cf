package expr;

public class EvalException extends RuntimeException {
    public EvalException(String msg) { super(msg); }
}
