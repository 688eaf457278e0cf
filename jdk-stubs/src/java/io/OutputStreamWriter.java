package java.io;

import java.nio.charset.Charset;

public class OutputStreamWriter extends Writer {
    private final CharEncoder encoder;
    private final OutputStream target;
    private BufferedOutputStream out;
    private char[] one;

    public OutputStreamWriter(OutputStream out, String charsetName) throws UnsupportedEncodingException {
        super(out);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        this.encoder = CharEncoder.forName(charsetName);
        this.target = out;
        this.out = new BufferedOutputStream(out, 8192);
    }

    public OutputStreamWriter(OutputStream out) {
        super(out);
        this.encoder = new CharEncoder(CharEncoder.UTF8);
        this.target = out;
        this.out = new BufferedOutputStream(out, 8192);
    }

    public OutputStreamWriter(OutputStream out, Charset cs) {
        super(out);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        this.encoder = PrintStream.encoderFor(cs);
        this.target = out;
        this.out = new BufferedOutputStream(out, 8192);
    }

    public String getEncoding() {
        return out == null ? null : encoder.historicalName();
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void write(int c) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (one == null) {
                one = new char[1];
            }
            one[0] = (char) c;
            encoder.write(out, one, 0, 1, false);
        }
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            IoUtil.checkRange(cbuf.length, off, len);
            encoder.write(out, cbuf, off, len, false);
        }
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (len < 0) {
                throw new IndexOutOfBoundsException();
            }
            IoUtil.checkRange(str.length(), off, len);
            encoder.write(out, str, off, len, false);
        }
    }

    @Override
    public Writer append(CharSequence csq, int start, int end) throws IOException {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public Writer append(CharSequence csq) throws IOException {
        if (csq instanceof String) {
            write((String) csq);
        } else {
            write(String.valueOf(csq));
        }
        return this;
    }

    @Override
    public void flush() throws IOException {
        synchronized (lock) {
            ensureOpen();
            out.flush();
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (out == null) {
                return;
            }
            BufferedOutputStream o = out;
            try {
                encoder.finish(o);
                o.flush();
            } finally {
                out = null;
                target.close();
            }
        }
    }
}
