package java.nio;

/**
 * A byte buffer: on the heap ({@link #allocate}, {@link #wrap}) or direct ({@link #allocateDirect},
 * or made by native code with JNI's NewDirectByteBuffer). Multi-byte values are read and written in
 * the buffer's order, big-endian unless {@link #order(ByteOrder)} says otherwise.
 */
public abstract class ByteBuffer extends Buffer implements Comparable<ByteBuffer> {
    final byte[] hb;
    final int offset;
    final boolean readOnly;
    boolean bigEndian = true;

    ByteBuffer(int mark, int pos, int lim, int cap, byte[] hb, int offset, boolean readOnly) {
        super(mark, pos, lim, cap);
        this.hb = hb;
        this.offset = offset;
        this.readOnly = readOnly;
    }

    public static ByteBuffer allocateDirect(int capacity) {
        return new DirectByteBuffer(capacity);
    }

    public static ByteBuffer allocate(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + capacity + " < 0)");
        }
        return new HeapByteBuffer(new byte[capacity], -1, 0, capacity, capacity, 0, false);
    }

    public static ByteBuffer wrap(byte[] array, int offset, int length) {
        if ((offset | length | (offset + length) | (array.length - (offset + length))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        return new HeapByteBuffer(array, -1, offset, offset + length, array.length, 0, false);
    }

    public static ByteBuffer wrap(byte[] array) {
        return wrap(array, 0, array.length);
    }

    /** The byte at absolute index {@code i} (checked by the caller). */
    abstract byte getRaw(int i);

    /** Store {@code b} at absolute index {@code i} (checked by the caller). */
    abstract void putRaw(int i, byte b);

    public abstract ByteBuffer slice();

    public abstract ByteBuffer duplicate();

    public abstract ByteBuffer asReadOnlyBuffer();

    private void writable() {
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
    }

    public byte get() {
        return getRaw(nextGetIndex(1));
    }

    public ByteBuffer put(byte b) {
        writable();
        putRaw(nextPutIndex(1), b);
        return this;
    }

    public byte get(int index) {
        return getRaw(checkIndex(index, 1));
    }

    public ByteBuffer put(int index, byte b) {
        writable();
        putRaw(checkIndex(index, 1), b);
        return this;
    }

    public ByteBuffer get(byte[] dst, int offset, int length) {
        if ((offset | length | (offset + length) | (dst.length - (offset + length))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (length > remaining()) {
            throw new BufferUnderflowException();
        }
        for (int i = 0; i < length; i++) {
            dst[offset + i] = get();
        }
        return this;
    }

    public ByteBuffer get(byte[] dst) {
        return get(dst, 0, dst.length);
    }

    public ByteBuffer put(byte[] src, int offset, int length) {
        if ((offset | length | (offset + length) | (src.length - (offset + length))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        writable();
        if (length > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = 0; i < length; i++) {
            put(src[offset + i]);
        }
        return this;
    }

    public final ByteBuffer put(byte[] src) {
        return put(src, 0, src.length);
    }

    public ByteBuffer put(ByteBuffer src) {
        if (src == this) {
            throw new IllegalArgumentException("The source buffer is this buffer");
        }
        writable();
        int n = src.remaining();
        if (n > remaining()) {
            throw new BufferOverflowException();
        }
        for (int i = 0; i < n; i++) {
            put(src.get());
        }
        return this;
    }

    public final boolean hasArray() {
        return hb != null && !readOnly;
    }

    public final byte[] array() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return hb;
    }

    public final int arrayOffset() {
        if (hb == null) {
            throw new UnsupportedOperationException();
        }
        if (readOnly) {
            throw new ReadOnlyBufferException();
        }
        return offset;
    }

    public boolean isReadOnly() {
        return readOnly;
    }

    public ByteBuffer position(int newPosition) {
        super.position(newPosition);
        return this;
    }

    public ByteBuffer limit(int newLimit) {
        super.limit(newLimit);
        return this;
    }

    public ByteBuffer mark() {
        super.mark();
        return this;
    }

    public ByteBuffer reset() {
        super.reset();
        return this;
    }

    public ByteBuffer clear() {
        super.clear();
        return this;
    }

    public ByteBuffer flip() {
        super.flip();
        return this;
    }

    public ByteBuffer rewind() {
        super.rewind();
        return this;
    }

    public final ByteOrder order() {
        return bigEndian ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
    }

    public final ByteBuffer order(ByteOrder bo) {
        bigEndian = bo == ByteOrder.BIG_ENDIAN;
        return this;
    }

    // ------------------------------------------------------------------ multi-byte values

    private long read(int i, int n) {
        long v = 0;
        for (int k = 0; k < n; k++) {
            long b = getRaw(i + (bigEndian ? k : n - 1 - k)) & 0xff;
            v = (v << 8) | b;
        }
        return v;
    }

    private void write(int i, int n, long v) {
        writable();
        for (int k = 0; k < n; k++) {
            putRaw(i + (bigEndian ? n - 1 - k : k), (byte) v);
            v >>>= 8;
        }
    }

    public char getChar() {
        return (char) read(nextGetIndex(2), 2);
    }

    public char getChar(int i) {
        return (char) read(checkIndex(i, 2), 2);
    }

    public ByteBuffer putChar(char v) {
        write(nextPutIndex(2), 2, v);
        return this;
    }

    public ByteBuffer putChar(int i, char v) {
        write(checkIndex(i, 2), 2, v);
        return this;
    }

    public short getShort() {
        return (short) read(nextGetIndex(2), 2);
    }

    public short getShort(int i) {
        return (short) read(checkIndex(i, 2), 2);
    }

    public ByteBuffer putShort(short v) {
        write(nextPutIndex(2), 2, v);
        return this;
    }

    public ByteBuffer putShort(int i, short v) {
        write(checkIndex(i, 2), 2, v);
        return this;
    }

    public int getInt() {
        return (int) read(nextGetIndex(4), 4);
    }

    public int getInt(int i) {
        return (int) read(checkIndex(i, 4), 4);
    }

    public ByteBuffer putInt(int v) {
        write(nextPutIndex(4), 4, v);
        return this;
    }

    public ByteBuffer putInt(int i, int v) {
        write(checkIndex(i, 4), 4, v);
        return this;
    }

    public long getLong() {
        return read(nextGetIndex(8), 8);
    }

    public long getLong(int i) {
        return read(checkIndex(i, 8), 8);
    }

    public ByteBuffer putLong(long v) {
        write(nextPutIndex(8), 8, v);
        return this;
    }

    public ByteBuffer putLong(int i, long v) {
        write(checkIndex(i, 8), 8, v);
        return this;
    }

    public float getFloat() {
        return Float.intBitsToFloat(getInt());
    }

    public float getFloat(int i) {
        return Float.intBitsToFloat(getInt(i));
    }

    public ByteBuffer putFloat(float v) {
        return putInt(Float.floatToRawIntBits(v));
    }

    public ByteBuffer putFloat(int i, float v) {
        return putInt(i, Float.floatToRawIntBits(v));
    }

    public double getDouble() {
        return Double.longBitsToDouble(getLong());
    }

    public double getDouble(int i) {
        return Double.longBitsToDouble(getLong(i));
    }

    public ByteBuffer putDouble(double v) {
        return putLong(Double.doubleToRawLongBits(v));
    }

    public ByteBuffer putDouble(int i, double v) {
        return putLong(i, Double.doubleToRawLongBits(v));
    }

    // ------------------------------------------------------------------ Object

    public String toString() {
        return getClass().getName() + "[pos=" + position() + " lim=" + limit() + " cap=" + capacity() + "]";
    }

    public int hashCode() {
        int h = 1;
        for (int i = limit() - 1; i >= position(); i--) {
            h = 31 * h + (int) get(i);
        }
        return h;
    }

    public boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof ByteBuffer)) {
            return false;
        }
        return compareTo((ByteBuffer) ob) == 0 && remaining() == ((ByteBuffer) ob).remaining();
    }

    public int compareTo(ByteBuffer that) {
        int n = Math.min(remaining(), that.remaining());
        for (int i = 0; i < n; i++) {
            int c = Byte.compare(get(position() + i), that.get(that.position() + i));
            if (c != 0) {
                return c;
            }
        }
        return remaining() - that.remaining();
    }
}
