package java.io;

/** Package-private helpers shared by the java.io classes. */
final class IoUtil {
    private IoUtil() {
    }

    static final String LINE_SEPARATOR = "\n";

    /** Throws like Objects.checkFromIndexSize does in current JDKs. */
    static void checkRange(int length, int off, int len) {
        if ((off | len) < 0 || len > length - off) {
            throw new IndexOutOfBoundsException("Range [" + off + ", " + off + " + " + len
                    + ") out of bounds for length " + length);
        }
    }

    static void checkFromTo(int length, int from, int to) {
        if (from < 0 || from > to || to > length) {
            throw new IndexOutOfBoundsException("Range [" + from + ", " + to
                    + ") out of bounds for length " + length);
        }
    }
}
