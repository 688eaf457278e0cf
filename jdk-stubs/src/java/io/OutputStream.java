package java.io;

public abstract class OutputStream implements Closeable, Flushable {

    public OutputStream() {
    }

    public static OutputStream nullOutputStream() {
        return new OutputStream() {
            private volatile boolean closed;

            @Override
            public void write(int b) throws IOException {
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                IoUtil.checkRange(b.length, off, len);
                if (closed) {
                    throw new IOException("Stream closed");
                }
            }

            @Override
            public void close() {
                closed = true;
            }
        };
    }

    public abstract void write(int b) throws IOException;

    public void write(byte[] b) throws IOException {
        write(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        IoUtil.checkRange(b.length, off, len);
        for (int i = 0; i < len; i++) {
            write(b[off + i]);
        }
    }

    public void flush() throws IOException {
    }

    public void close() throws IOException {
    }
}
