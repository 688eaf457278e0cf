package java.util.concurrent.atomic;

import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * An array of object references updated atomically. Every element access holds this object's
 * monitor; update functions run outside the lock in a compare-and-set retry loop.
 */
public class AtomicReferenceArray<E> implements java.io.Serializable {
    private static final long serialVersionUID = -6209656149925076980L;
    private final Object[] array;

    public AtomicReferenceArray(int length) {
        array = new Object[length];
    }

    public AtomicReferenceArray(E[] array) {
        Object[] a = new Object[array.length];
        System.arraycopy(array, 0, a, 0, a.length);
        this.array = a;
    }

    public final int length() {
        return array.length;
    }

    @SuppressWarnings("unchecked")
    public final synchronized E get(int i) {
        return (E) array[i];
    }

    public final synchronized void set(int i, E newValue) {
        array[i] = newValue;
    }

    public final void lazySet(int i, E newValue) {
        set(i, newValue);
    }

    public final E getPlain(int i) {
        return get(i);
    }

    public final void setPlain(int i, E newValue) {
        set(i, newValue);
    }

    public final E getAcquire(int i) {
        return get(i);
    }

    public final void setRelease(int i, E newValue) {
        set(i, newValue);
    }

    @SuppressWarnings("unchecked")
    public final synchronized E getAndSet(int i, E newValue) {
        E old = (E) array[i];
        array[i] = newValue;
        return old;
    }

    public final synchronized boolean compareAndSet(int i, E expectedValue, E newValue) {
        if (array[i] == expectedValue) {
            array[i] = newValue;
            return true;
        }
        return false;
    }

    public final boolean weakCompareAndSet(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    public final boolean weakCompareAndSetVolatile(int i, E expectedValue, E newValue) {
        return compareAndSet(i, expectedValue, newValue);
    }

    @SuppressWarnings("unchecked")
    public final synchronized E compareAndExchange(int i, E expectedValue, E newValue) {
        E v = (E) array[i];
        if (v == expectedValue) {
            array[i] = newValue;
        }
        return v;
    }

    public final E getAndUpdate(int i, UnaryOperator<E> updateFunction) {
        for (;;) {
            E prev = get(i);
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final E updateAndGet(int i, UnaryOperator<E> updateFunction) {
        for (;;) {
            E prev = get(i);
            E next = updateFunction.apply(prev);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public final E getAndAccumulate(int i, E x, BinaryOperator<E> accumulatorFunction) {
        for (;;) {
            E prev = get(i);
            E next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return prev;
            }
        }
    }

    public final E accumulateAndGet(int i, E x, BinaryOperator<E> accumulatorFunction) {
        for (;;) {
            E prev = get(i);
            E next = accumulatorFunction.apply(prev, x);
            if (compareAndSet(i, prev, next)) {
                return next;
            }
        }
    }

    public synchronized String toString() {
        int iMax = array.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(array[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(',').append(' ');
        }
    }
}
