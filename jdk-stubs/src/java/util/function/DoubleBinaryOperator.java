package java.util.function;

public interface DoubleBinaryOperator {
    double applyAsDouble(double left, double right);
}
