package java.nio;

/** A byte buffer backed by a byte array. */
class HeapByteBuffer extends ByteBuffer {
    HeapByteBuffer(byte[] hb, int mark, int pos, int lim, int cap, int offset, boolean readOnly) {
        super(mark, pos, lim, cap, hb, offset, readOnly);
    }

    byte getRaw(int i) {
        return hb[offset + i];
    }

    void putRaw(int i, byte b) {
        hb[offset + i] = b;
    }

    public ByteBuffer slice() {
        int pos = position();
        int rem = remaining();
        return new HeapByteBuffer(hb, -1, 0, rem, rem, offset + pos, readOnly);
    }

    public ByteBuffer duplicate() {
        HeapByteBuffer b = new HeapByteBuffer(hb, markValue(), position(), limit(), capacity(), offset, readOnly);
        b.bigEndian = bigEndian;
        return b;
    }

    public ByteBuffer asReadOnlyBuffer() {
        return new HeapByteBuffer(hb, markValue(), position(), limit(), capacity(), offset, true);
    }

    public boolean isDirect() {
        return false;
    }
}
