package java.lang.invoke;

/** Factory of lookups; see {@link MethodHandle} for rjvm's support. */
public class MethodHandles {
    private MethodHandles() {}

    public static Lookup lookup() {
        throw new UnsupportedOperationException("rjvm: method handle lookups are not supported");
    }

    /** A lookup context (the first argument of every bootstrap method). */
    public static final class Lookup {
        private Lookup() {}

        public Class<?> lookupClass() {
            throw new UnsupportedOperationException("rjvm: method handle lookups are not supported");
        }
    }
}
