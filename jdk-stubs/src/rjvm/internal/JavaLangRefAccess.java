package rjvm.internal;

/** What java.lang.ref gives other packages of the library (the JDK's JavaLangRefAccess). */
public interface JavaLangRefAccess {
    /**
     * Waits for progress of the Reference Handler if references are pending or being processed:
     * true after a wait, false at once if there was nothing to wait for.
     */
    boolean waitForReferenceProcessing() throws InterruptedException;

    /** Runs the finalizers of objects already found unreachable (Runtime.runFinalization). */
    void runFinalization();
}
