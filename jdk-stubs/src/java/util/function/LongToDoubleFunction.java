package java.util.function;

public interface LongToDoubleFunction {
    double applyAsDouble(long value);
}
