package java.lang;

/**
 * The command line's assertion directives (-ea, -da), which the VM hands a
 * class loader when the program first sets an assertion status on it
 * ({@link ClassLoader#setDefaultAssertionStatus} and the others): names in
 * command-line order, packages without their trailing "...", the unnamed
 * package as "".
 */
class AssertionStatusDirectives {
    String[] classes;
    boolean[] classEnabled;
    String[] packages;
    boolean[] packageEnabled;
    /** The status of classes no directive names. */
    boolean deflt;
}
