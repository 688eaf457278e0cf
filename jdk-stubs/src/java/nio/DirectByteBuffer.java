package java.nio;

import rjvm.internal.Memory;

/**
 * A byte buffer whose bytes are outside the heap, at {@code address}: memory allocated by
 * {@link ByteBuffer#allocateDirect} (never freed: rjvm has no cleaner), or memory of native code
 * (JNI's NewDirectByteBuffer calls the {@code (long, int)} constructor).
 */
class DirectByteBuffer extends ByteBuffer {
    DirectByteBuffer(int cap) {
        super(-1, 0, cap, cap, null, 0, false);
        address = Memory.allocate(cap);
    }

    /** JNI's NewDirectByteBuffer(address, capacity). */
    private DirectByteBuffer(long addr, int cap) {
        super(-1, 0, cap, cap, null, 0, false);
        address = addr;
    }

    private DirectByteBuffer(long addr, int mark, int pos, int lim, int cap, boolean readOnly) {
        super(mark, pos, lim, cap, null, 0, readOnly);
        address = addr;
    }

    byte getRaw(int i) {
        return Memory.getByte(address + i);
    }

    void putRaw(int i, byte b) {
        Memory.putByte(address + i, b);
    }

    public ByteBuffer slice() {
        int rem = remaining();
        return new DirectByteBuffer(address + position(), -1, 0, rem, rem, readOnly);
    }

    public ByteBuffer duplicate() {
        DirectByteBuffer b = new DirectByteBuffer(address, markValue(), position(), limit(), capacity(), readOnly);
        b.bigEndian = bigEndian;
        return b;
    }

    public ByteBuffer asReadOnlyBuffer() {
        return new DirectByteBuffer(address, markValue(), position(), limit(), capacity(), true);
    }

    public boolean isDirect() {
        return true;
    }
}
