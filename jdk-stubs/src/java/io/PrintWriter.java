package java.io;

import java.nio.charset.Charset;
import java.util.Formatter;
import java.util.Locale;

public class PrintWriter extends Writer {
    protected Writer out;
    private final boolean autoFlush;
    private boolean trouble = false;
    private PrintStream psOut = null;

    public PrintWriter(Writer out) {
        this(out, false);
    }

    public PrintWriter(Writer out, boolean autoFlush) {
        super(out);
        this.out = out;
        this.autoFlush = autoFlush;
    }

    public PrintWriter(OutputStream out) {
        this(out, false);
    }

    public PrintWriter(OutputStream out, boolean autoFlush) {
        this(new BufferedWriter(new OutputStreamWriter(out)), autoFlush);
        if (out instanceof PrintStream) {
            psOut = (PrintStream) out;
        }
    }

    public PrintWriter(OutputStream out, boolean autoFlush, Charset charset) {
        this(new BufferedWriter(new OutputStreamWriter(out, charset)), autoFlush);
        if (out instanceof PrintStream) {
            psOut = (PrintStream) out;
        }
    }

    public PrintWriter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))), false);
    }

    public PrintWriter(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(writerFor(csn, new File(fileName)), false);
    }

    public PrintWriter(String fileName, Charset charset) throws IOException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName), charset)), false);
    }

    public PrintWriter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))), false);
    }

    public PrintWriter(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(writerFor(csn, file), false);
    }

    public PrintWriter(File file, Charset charset) throws IOException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file), charset)), false);
    }

    private static Writer writerFor(String csn, File file)
            throws FileNotFoundException, UnsupportedEncodingException {
        if (csn == null) {
            throw new NullPointerException("charsetName");
        }
        CharEncoder.forName(csn);
        return new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file), csn));
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void flush() {
        try {
            synchronized (lock) {
                ensureOpen();
                out.flush();
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void close() {
        try {
            synchronized (lock) {
                if (out == null) {
                    return;
                }
                out.close();
                out = null;
            }
        } catch (IOException x) {
            trouble = true;
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintWriter) {
            return ((PrintWriter) out).checkError();
        } else if (psOut != null) {
            return psOut.checkError();
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
    public void write(int c) {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(c);
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    @Override
    public void write(char[] buf, int off, int len) {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(buf, off, len);
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    @Override
    public void write(char[] buf) {
        write(buf, 0, buf.length);
    }

    @Override
    public void write(String s, int off, int len) {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write(s, off, len);
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    @Override
    public void write(String s) {
        write(s, 0, s.length());
    }

    private void newLine() {
        try {
            synchronized (lock) {
                ensureOpen();
                out.write('\n');
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (IOException x) {
            handle(x);
        }
    }

    public void print(boolean b) {
        write(b ? "true" : "false");
    }

    public void print(char c) {
        write(c);
    }

    public void print(int i) {
        write(String.valueOf(i));
    }

    public void print(long l) {
        write(String.valueOf(l));
    }

    public void print(float f) {
        write(String.valueOf(f));
    }

    public void print(double d) {
        write(String.valueOf(d));
    }

    public void print(char[] s) {
        write(s);
    }

    public void print(String s) {
        write(String.valueOf(s));
    }

    public void print(Object obj) {
        write(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(int x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(long x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(float x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(double x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(char[] x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(String x) {
        synchronized (lock) {
            print(x);
            println();
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        synchronized (lock) {
            print(s);
            println();
        }
    }

    public PrintWriter printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintWriter printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintWriter format(String format, Object... args) {
        return format(null, format, args);
    }

    public PrintWriter format(Locale l, String format, Object... args) {
        synchronized (lock) {
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
                if (sb.length() > 0) {
                    write(sb.toString());
                }
            }
            if (autoFlush) {
                try {
                    out.flush();
                } catch (IOException x) {
                    handle(x);
                }
            }
        }
        return this;
    }

    @Override
    public PrintWriter append(CharSequence csq) {
        write(String.valueOf(csq));
        return this;
    }

    @Override
    public PrintWriter append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public PrintWriter append(char c) {
        write(c);
        return this;
    }
}
