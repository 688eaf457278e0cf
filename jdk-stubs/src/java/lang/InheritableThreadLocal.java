package java.lang;

/** A ThreadLocal whose values are copied to threads created by the owning thread. */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @Override
    T childValueOf(T parentValue) {
        return childValue(parentValue);
    }

    @Override
    Values values(Thread t) {
        return t.inheritableThreadLocals;
    }

    @Override
    Values createValues(Thread t) {
        Values v = new Values();
        t.inheritableThreadLocals = v;
        return v;
    }
}
