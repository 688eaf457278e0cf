package java.util.function;

public interface ObjDoubleConsumer<T> {
    void accept(T t, double value);
}
