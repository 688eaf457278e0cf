package java.lang.invoke;

/**
 * A method handle. rjvm links the invokedynamic call sites javac emits
 * (lambdas, string concatenation) inside the VM, so method handles exist
 * only as the types javac needs to compile the class library.
 */
public abstract class MethodHandle {
    MethodHandle() {}

    public MethodType type() {
        throw new UnsupportedOperationException("rjvm: method handles are not supported");
    }
}
