package rjvm.internal;

/** What java.lang gives other packages of the library (the JDK's JavaLangAccess). */
public interface JavaLangAccess {
    /** Calls {@code o.finalize()}, which is protected. */
    void invokeFinalize(Object o) throws Throwable;
}
