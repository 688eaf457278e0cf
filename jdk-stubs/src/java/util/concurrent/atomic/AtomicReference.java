package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/** Plain volatile field for now: real atomicity arrives with the threads issue. */
public class AtomicReference<V> implements java.io.Serializable {
    private static final long serialVersionUID = -1848883965231344442L;
    private volatile V value;

    public AtomicReference(V initialValue) {
        value = initialValue;
    }

    public AtomicReference() {
    }

    public final V get() {
        return value;
    }

    public final void set(V newValue) {
        value = newValue;
    }

    public final void lazySet(V newValue) {
        value = newValue;
    }

    public final boolean compareAndSet(V expectedValue, V newValue) {
        if (value == expectedValue) {
            value = newValue;
            return true;
        }
        return false;
    }

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final V getAndSet(V newValue) {
        V prev = value;
        value = newValue;
        return prev;
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        V prev = value;
        value = updateFunction.apply(prev);
        return prev;
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        V next = updateFunction.apply(value);
        value = next;
        return next;
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        V prev = value;
        value = accumulatorFunction.apply(prev, x);
        return prev;
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        V next = accumulatorFunction.apply(value, x);
        value = next;
        return next;
    }

    public String toString() {
        return String.valueOf(get());
    }

    public final V getPlain() {
        return value;
    }

    public final void setPlain(V newValue) {
        value = newValue;
    }
}
