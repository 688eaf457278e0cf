package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * An object reference updated atomically. Mutators hold this object's monitor; reads are
 * volatile. Update functions run outside the lock in a compare-and-set retry loop.
 */
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

    public final synchronized boolean compareAndSet(V expectedValue, V newValue) {
        if (value == expectedValue) {
            value = newValue;
            return true;
        }
        return false;
    }

    public final boolean weakCompareAndSet(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetPlain(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(V expectedValue, V newValue) {
        return compareAndSet(expectedValue, newValue);
    }

    public final synchronized V compareAndExchange(V expectedValue, V newValue) {
        V v = value;
        if (v == expectedValue) {
            value = newValue;
        }
        return v;
    }

    public final synchronized V getAndSet(V newValue) {
        V prev = value;
        value = newValue;
        return prev;
    }

    public final V getAndUpdate(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final V updateAndGet(UnaryOperator<V> updateFunction) {
        for (;;) {
            V prev = value;
            V next = updateFunction.apply(prev);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
    }

    public final V getAndAccumulate(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return prev;
            }
        }
    }

    public final V accumulateAndGet(V x, BinaryOperator<V> accumulatorFunction) {
        for (;;) {
            V prev = value;
            V next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(prev, next)) {
                return next;
            }
        }
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

    public final V getOpaque() {
        return value;
    }

    public final void setOpaque(V newValue) {
        value = newValue;
    }

    public final V getAcquire() {
        return value;
    }

    public final void setRelease(V newValue) {
        value = newValue;
    }
}
