package java.io;

import java.nio.charset.Charset;
import java.util.Formatter;
import java.util.Locale;

public class PrintStream extends FilterOutputStream implements Appendable, Closeable {
    private final boolean autoFlush;
    private boolean trouble = false;
    private boolean closing = false;
    private final CharEncoder encoder;
    private final String charsetName;

    private static OutputStream requireNonNull(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("Null output stream");
        }
        return out;
    }

    private PrintStream(boolean autoFlush, OutputStream out, CharEncoder encoder, String charsetName) {
        super(out);
        this.autoFlush = autoFlush;
        this.encoder = encoder;
        this.charsetName = charsetName;
    }

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        this(autoFlush, requireNonNull(out), new CharEncoder(CharEncoder.UTF8), "UTF-8");
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        this(autoFlush, requireNonNull(out), CharEncoder.forName(encoding), encoding);
    }

    public PrintStream(OutputStream out, boolean autoFlush, Charset charset) {
        this(autoFlush, requireNonNull(out), encoderFor(charset), charset.name());
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(false, new FileOutputStream(fileName), new CharEncoder(CharEncoder.UTF8), "UTF-8");
    }

    public PrintStream(String fileName, String csn)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(false, checkedOpen(csn, new File(fileName)), CharEncoder.forName(csn), csn);
    }

    public PrintStream(String fileName, Charset charset) throws IOException {
        this(false, new FileOutputStream(fileName), encoderFor(charset), charset.name());
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(false, new FileOutputStream(file), new CharEncoder(CharEncoder.UTF8), "UTF-8");
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(false, checkedOpen(csn, file), CharEncoder.forName(csn), csn);
    }

    public PrintStream(File file, Charset charset) throws IOException {
        this(false, new FileOutputStream(file), encoderFor(charset), charset.name());
    }

    private static OutputStream checkedOpen(String csn, File file)
            throws FileNotFoundException, UnsupportedEncodingException {
        CharEncoder.forName(csn);
        return new FileOutputStream(file);
    }

    static CharEncoder encoderFor(Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        int k = CharEncoder.kindOf(charset.name());
        return new CharEncoder(k < 0 ? CharEncoder.UTF8 : k);
    }

    public Charset charset() {
        return Charset.forName(charsetName);
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    encoder.finish(out);
                    out.close();
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            PrintStream ps = (PrintStream) out;
            return ps.checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    private void handle(IOException x) {
        if (x instanceof InterruptedIOException) {
            Thread.currentThread().interrupt();
        }
        trouble = true;
    }

    @Override
    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    @Override
    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    @Override
    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    /** Subclasses that override write(byte[], int, int) see the encoded bytes, as in the JDK. */
    private OutputStream sink() {
        return getClass() == PrintStream.class ? out : this;
    }

    // With autoFlush, text is flushed at every print, newline or not: the
    // JDK's print(String) writes its encoded bytes through
    // write(byte[], int, int), which flushes (so System.out.print("a") and
    // System.err.print("b") reach a shared descriptor in program order).
    private void writeString(String s, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                encoder.write(sink(), s, 0, s.length(), newline);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    private void writeChars(char[] buf, boolean newline) {
        try {
            synchronized (this) {
                ensureOpen();
                encoder.write(sink(), buf, 0, buf.length, newline);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    private void newLine() {
        try {
            synchronized (this) {
                ensureOpen();
                encoder.write(sink(), "", 0, 0, true);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    public void print(boolean b) {
        writeString(b ? "true" : "false", false);
    }

    public void print(char c) {
        writeString(String.valueOf(c), false);
    }

    public void print(int i) {
        writeString(String.valueOf(i), false);
    }

    public void print(long l) {
        writeString(String.valueOf(l), false);
    }

    public void print(float f) {
        writeString(String.valueOf(f), false);
    }

    public void print(double d) {
        writeString(String.valueOf(d), false);
    }

    public void print(char[] s) {
        writeChars(s, false);
    }

    public void print(String s) {
        writeString(s == null ? "null" : s, false);
    }

    public void print(Object obj) {
        writeString(String.valueOf(obj), false);
    }

    private boolean plain() {
        return getClass() == PrintStream.class;
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (plain()) {
            writeString(x ? "true" : "false", true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (plain()) {
            writeString(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (plain()) {
            writeString(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (plain()) {
            writeString(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (plain()) {
            writeString(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (plain()) {
            writeString(String.valueOf(x), true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (plain()) {
            writeChars(x, true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (plain()) {
            writeString(x == null ? "null" : x, true);
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (plain()) {
            writeString(s, true);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        return format(null, format, args);
    }

    public PrintStream format(Locale l, String format, Object... args) {
        synchronized (this) {
            try {
                ensureOpen();
            } catch (IOException x) {
                handle(x);
                return this;
            }
            StringBuilder sb = new StringBuilder();
            try {
                new Formatter(sb, l).format(l, format, args);
            } finally {
                // like the JDK, whatever was formatted before an exception is still printed
                if (sb.length() > 0) {
                    writeString(sb.toString(), false);
                }
            }
        }
        return this;
    }

    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
