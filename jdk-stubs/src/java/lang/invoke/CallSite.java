package java.lang.invoke;

/** An invokedynamic call site; see {@link MethodHandle} for rjvm's support. */
public abstract class CallSite {
    CallSite() {}

    public abstract MethodHandle getTarget();
}
