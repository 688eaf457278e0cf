package rjvm.internal;

/** Memory outside the heap, for direct buffers. */
public final class Memory {
    private Memory() {
    }

    /** {@code size} zeroed bytes of native memory (OutOfMemoryError if there are none). */
    public static native long allocate(long size);

    public static native byte getByte(long address);

    public static native void putByte(long address, byte b);
}
