package java.io;

import java.nio.charset.Charset;

public class ByteArrayOutputStream extends OutputStream {
    protected byte[] buf;
    protected int count;

    public ByteArrayOutputStream() {
        this(32);
    }

    public ByteArrayOutputStream(int size) {
        if (size < 0) {
            throw new IllegalArgumentException("Negative initial size: " + size);
        }
        buf = new byte[size];
    }

    private void ensureCapacity(int minCapacity) {
        if (minCapacity - buf.length > 0) {
            int newCapacity = buf.length << 1;
            if (newCapacity - minCapacity < 0) {
                newCapacity = minCapacity;
            }
            if (newCapacity < 0) {
                if (minCapacity < 0) {
                    throw new OutOfMemoryError();
                }
                newCapacity = Integer.MAX_VALUE - 8;
            }
            byte[] nb = new byte[newCapacity];
            System.arraycopy(buf, 0, nb, 0, count);
            buf = nb;
        }
    }

    @Override
    public synchronized void write(int b) {
        ensureCapacity(count + 1);
        buf[count] = (byte) b;
        count += 1;
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        IoUtil.checkRange(b.length, off, len);
        ensureCapacity(count + len);
        System.arraycopy(b, off, buf, count, len);
        count += len;
    }

    public void writeBytes(byte[] b) {
        write(b, 0, b.length);
    }

    public synchronized void writeTo(OutputStream out) throws IOException {
        out.write(buf, 0, count);
    }

    public synchronized void reset() {
        count = 0;
    }

    public synchronized byte[] toByteArray() {
        byte[] r = new byte[count];
        System.arraycopy(buf, 0, r, 0, count);
        return r;
    }

    public synchronized int size() {
        return count;
    }

    @Override
    public synchronized String toString() {
        return new String(buf, 0, count);
    }

    public synchronized String toString(String charsetName) throws UnsupportedEncodingException {
        return new String(buf, 0, count, charsetName);
    }

    public synchronized String toString(Charset charset) {
        try {
            return new String(buf, 0, count, charset.name());
        } catch (UnsupportedEncodingException e) {
            return new String(buf, 0, count);
        }
    }

    @Deprecated
    public synchronized String toString(int hibyte) {
        char[] c = new char[count];
        for (int i = 0; i < count; i++) {
            c[i] = (char) (((hibyte & 0xff) << 8) | (buf[i] & 0xff));
        }
        return new String(c);
    }

    @Override
    public void close() throws IOException {
    }
}
