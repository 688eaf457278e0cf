package java.util.function;

public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
