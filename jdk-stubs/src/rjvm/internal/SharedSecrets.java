package rjvm.internal;

/**
 * Access between packages of the class library without public API (the JDK's SharedSecrets):
 * java.lang sets its JavaLangAccess in System.initPhase1, java.lang.ref its JavaLangRefAccess
 * in Reference's static initialiser; both run at start-up.
 */
public final class SharedSecrets {
    private static JavaLangAccess javaLangAccess;
    private static JavaLangRefAccess javaLangRefAccess;

    private SharedSecrets() {
    }

    public static void setJavaLangAccess(JavaLangAccess a) {
        javaLangAccess = a;
    }

    public static JavaLangAccess getJavaLangAccess() {
        return javaLangAccess;
    }

    public static void setJavaLangRefAccess(JavaLangRefAccess a) {
        javaLangRefAccess = a;
    }

    public static JavaLangRefAccess getJavaLangRefAccess() {
        return javaLangRefAccess;
    }
}
