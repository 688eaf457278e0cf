package java.io;

public class CharArrayWriter extends Writer {
    protected char[] buf;
    protected int count;

    public CharArrayWriter() {
        this(32);
    }

    public CharArrayWriter(int initialSize) {
        if (initialSize < 0) {
            throw new IllegalArgumentException("Negative initial size: " + initialSize);
        }
        buf = new char[initialSize];
    }

    private void ensureCapacity(int needed) {
        if (needed > buf.length) {
            int newLen = Math.max(buf.length << 1, needed);
            char[] nb = new char[newLen];
            System.arraycopy(buf, 0, nb, 0, count);
            buf = nb;
        }
    }

    @Override
    public void write(int c) {
        synchronized (lock) {
            ensureCapacity(count + 1);
            buf[count++] = (char) c;
        }
    }

    @Override
    public void write(char[] c, int off, int len) {
        IoUtil.checkRange(c.length, off, len);
        if (len == 0) {
            return;
        }
        synchronized (lock) {
            ensureCapacity(count + len);
            System.arraycopy(c, off, buf, count, len);
            count += len;
        }
    }

    @Override
    public void write(String str, int off, int len) {
        synchronized (lock) {
            ensureCapacity(count + len);
            str.getChars(off, off + len, buf, count);
            count += len;
        }
    }

    public void writeTo(Writer out) throws IOException {
        synchronized (lock) {
            out.write(buf, 0, count);
        }
    }

    @Override
    public CharArrayWriter append(CharSequence csq) {
        String s = String.valueOf(csq);
        write(s, 0, s.length());
        return this;
    }

    @Override
    public CharArrayWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public CharArrayWriter append(char c) {
        write(c);
        return this;
    }

    public void reset() {
        count = 0;
    }

    public char[] toCharArray() {
        synchronized (lock) {
            char[] r = new char[count];
            System.arraycopy(buf, 0, r, 0, count);
            return r;
        }
    }

    public int size() {
        return count;
    }

    @Override
    public String toString() {
        synchronized (lock) {
            return new String(buf, 0, count);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
}
