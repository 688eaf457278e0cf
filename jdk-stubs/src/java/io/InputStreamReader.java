package java.io;

import java.nio.charset.Charset;

public class InputStreamReader extends Reader {
    private final CharDecoder decoder;
    private InputStream in;

    public InputStreamReader(InputStream in) {
        super(in);
        this.in = in;
        this.decoder = new CharDecoder(in, CharEncoder.UTF8);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        super(in);
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        int k = CharEncoder.kindOf(charsetName);
        if (k < 0) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.in = in;
        this.decoder = new CharDecoder(in, k);
    }

    public InputStreamReader(InputStream in, Charset cs) {
        super(in);
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        int k = CharEncoder.kindOf(cs.name());
        this.in = in;
        this.decoder = new CharDecoder(in, k < 0 ? CharEncoder.UTF8 : k);
    }

    public String getEncoding() {
        return in == null ? null : decoder.historicalName();
    }

    private void ensureOpen() throws IOException {
        if (in == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            char[] one = new char[1];
            int n = decoder.read(one, 0, 1);
            return n <= 0 ? -1 : one[0];
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        synchronized (lock) {
            ensureOpen();
            IoUtil.checkRange(cbuf.length, off, len);
            return decoder.read(cbuf, off, len);
        }
    }

    @Override
    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return decoder.ready();
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (in == null) {
                return;
            }
            InputStream i = in;
            in = null;
            i.close();
        }
    }
}
