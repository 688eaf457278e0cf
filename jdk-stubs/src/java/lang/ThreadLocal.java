package java.lang;

import java.util.function.Supplier;

/**
 * Thread-local variables. Each Thread holds a small identity-keyed table
 * ({@link Values}) mapping ThreadLocal objects to values.
 */
public class ThreadLocal<T> {
    public ThreadLocal() {
    }

    protected T initialValue() {
        return null;
    }

    public static <S> ThreadLocal<S> withInitial(Supplier<? extends S> supplier) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        return new SuppliedThreadLocal<S>(supplier);
    }

    Values values(Thread t) {
        return t.threadLocals;
    }

    Values createValues(Thread t) {
        Values v = new Values();
        t.threadLocals = v;
        return v;
    }

    @SuppressWarnings("unchecked")
    public T get() {
        Thread t = Thread.currentThread();
        Values v = values(t);
        if (v != null) {
            int i = v.indexOf(this);
            if (i >= 0) {
                return (T) v.vals[i];
            }
        }
        T value = initialValue();
        if (v == null) {
            v = createValues(t);
        }
        v.put(this, value);
        return value;
    }

    public void set(T value) {
        Thread t = Thread.currentThread();
        Values v = values(t);
        if (v == null) {
            v = createValues(t);
        }
        v.put(this, value);
    }

    public void remove() {
        Values v = values(Thread.currentThread());
        if (v != null) {
            v.remove(this);
        }
    }

    /** Computes a child's initial value from the parent's (used by InheritableThreadLocal). */
    T childValueOf(T parentValue) {
        throw new UnsupportedOperationException();
    }

    static final class SuppliedThreadLocal<T> extends ThreadLocal<T> {
        private final Supplier<? extends T> supplier;

        SuppliedThreadLocal(Supplier<? extends T> supplier) {
            this.supplier = supplier;
        }

        @Override
        protected T initialValue() {
            return supplier.get();
        }
    }

    /** A per-thread table: parallel arrays of keys and values, searched by identity. */
    static final class Values {
        ThreadLocal<?>[] keys = new ThreadLocal<?>[4];
        Object[] vals = new Object[4];
        int size;

        int indexOf(ThreadLocal<?> key) {
            ThreadLocal<?>[] k = keys;
            for (int i = 0; i < size; i++) {
                if (k[i] == key) {
                    return i;
                }
            }
            return -1;
        }

        void put(ThreadLocal<?> key, Object value) {
            int i = indexOf(key);
            if (i >= 0) {
                vals[i] = value;
                return;
            }
            if (size == keys.length) {
                ThreadLocal<?>[] nk = new ThreadLocal<?>[size * 2];
                Object[] nv = new Object[size * 2];
                System.arraycopy(keys, 0, nk, 0, size);
                System.arraycopy(vals, 0, nv, 0, size);
                keys = nk;
                vals = nv;
            }
            keys[size] = key;
            vals[size] = value;
            size++;
        }

        void remove(ThreadLocal<?> key) {
            int i = indexOf(key);
            if (i >= 0) {
                System.arraycopy(keys, i + 1, keys, i, size - i - 1);
                System.arraycopy(vals, i + 1, vals, i, size - i - 1);
                size--;
                keys[size] = null;
                vals[size] = null;
            }
        }

        @SuppressWarnings({ "unchecked", "rawtypes" })
        Values inheritCopy() {
            Values c = new Values();
            for (int i = 0; i < size; i++) {
                ThreadLocal k = keys[i];
                c.put(k, k.childValueOf(vals[i]));
            }
            return c;
        }
    }
}
