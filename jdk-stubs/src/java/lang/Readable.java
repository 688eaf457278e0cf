package java.lang;

/**
 * A source of characters. The JDK declares {@code int read(java.nio.CharBuffer)};
 * rjvm has no java.nio, so this interface declares no methods (see NATIVES.md notes).
 */
public interface Readable {
}
