package java.io;

/**
 * Package-private char-to-byte encoder used by PrintStream and OutputStreamWriter. Supports
 * UTF-8, ISO-8859-1 and US-ASCII; unmappable or malformed input becomes '?' as in the JDK.
 * A high surrogate at the end of one write is kept until the next write.
 */
final class CharEncoder {
    static final int UTF8 = 0;
    static final int LATIN1 = 1;
    static final int ASCII = 2;

    private final int kind;
    private final String name;
    private char pendingHigh;
    private final byte[] bb = new byte[4 * CHUNK + 32];
    private char[] cb;

    CharEncoder(int kind) {
        this.kind = kind;
        this.name = kind == UTF8 ? "UTF8" : (kind == LATIN1 ? "ISO8859_1" : "ASCII");
    }

    /** The historical name as returned by OutputStreamWriter.getEncoding(). */
    String historicalName() {
        return name;
    }

    /** Maps a charset name to an encoder kind, or -1 when the charset is not supported. */
    static int kindOf(String charsetName) {
        String n = charsetName.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8") || n.equals("UNICODE-1-1-UTF-8")) {
            return UTF8;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO_8859_1")
                || n.equals("LATIN1") || n.equals("ISO8859-1") || n.equals("ISO-LATIN-1")
                || n.equals("L1") || n.equals("8859_1") || n.equals("ISO_8859-1") || n.equals("CP819")
                || n.equals("IBM819") || n.equals("CSISOLATIN1") || n.equals("819")
                || n.equals("ISO-IR-100") || n.equals("ISO_8859-1:1987")) {
            return LATIN1;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US") || n.equals("ASCII7")
                || n.equals("646") || n.equals("ISO646-US") || n.equals("ANSI_X3.4-1968")
                || n.equals("ISO_646.IRV:1991") || n.equals("CP367") || n.equals("IBM367")
                || n.equals("CSASCII") || n.equals("DEFAULT") || n.equals("ISO-IR-6")
                || n.equals("ANSI_X3.4-1986") || n.equals("ISO_646.IRV:1983")) {
            return ASCII;
        }
        return -1;
    }

    static CharEncoder forName(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        int k = kindOf(charsetName);
        if (k < 0) {
            throw new UnsupportedEncodingException(charsetName);
        }
        return new CharEncoder(k);
    }

    /** Encodes cs[off, end) into bb starting at n; bb must have room for 4 bytes per char + 4. */
    private int encode(char[] cs, int off, int end, int n) {
        byte[] b = bb;
        int i = off;
        if (pendingHigh != 0 && i < end) {
            char hi = pendingHigh;
            pendingHigh = 0;
            char lo = cs[i];
            if (lo >= '\uDC00' && lo <= '\uDFFF') {
                i++;
                n = encodePair(hi, lo, n);
            } else {
                b[n++] = '?';
            }
        }
        if (kind == UTF8) {
            while (i < end) {
                char c = cs[i++];
                if (c < 0x80) {
                    b[n++] = (byte) c;
                } else if (c < 0x800) {
                    b[n++] = (byte) (0xc0 | (c >> 6));
                    b[n++] = (byte) (0x80 | (c & 0x3f));
                } else if (c >= '\uD800' && c <= '\uDFFF') {
                    if (c <= '\uDBFF') {
                        if (i < end) {
                            char lo = cs[i];
                            if (lo >= '\uDC00' && lo <= '\uDFFF') {
                                i++;
                                n = encodePair(c, lo, n);
                            } else {
                                b[n++] = '?';
                            }
                        } else {
                            pendingHigh = c;
                        }
                    } else {
                        b[n++] = '?';
                    }
                } else {
                    b[n++] = (byte) (0xe0 | (c >> 12));
                    b[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                    b[n++] = (byte) (0x80 | (c & 0x3f));
                }
            }
        } else {
            int limit = kind == LATIN1 ? 0x100 : 0x80;
            while (i < end) {
                char c = cs[i++];
                if (c < limit) {
                    b[n++] = (byte) c;
                } else if (c >= '\uD800' && c <= '\uDBFF') {
                    if (i < end) {
                        char lo = cs[i];
                        if (lo >= '\uDC00' && lo <= '\uDFFF') {
                            i++;
                        }
                        b[n++] = '?';
                    } else {
                        pendingHigh = c;
                    }
                } else {
                    b[n++] = '?';
                }
            }
        }
        return n;
    }

    private int encodePair(char hi, char lo, int n) {
        byte[] b = bb;
        if (kind != UTF8) {
            b[n++] = '?';
            return n;
        }
        int cp = ((hi - 0xD800) << 10) + (lo - 0xDC00) + 0x10000;
        b[n++] = (byte) (0xf0 | (cp >> 18));
        b[n++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
        b[n++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
        b[n++] = (byte) (0x80 | (cp & 0x3f));
        return n;
    }

    private static final int CHUNK = 1024;

    /** Encodes chars and writes them to out, followed by a newline when newline is true. */
    void write(OutputStream out, char[] cs, int off, int len, boolean newline) throws IOException {
        int n = 0;
        int end = off + len;
        while (off < end) {
            int stop = end - off > CHUNK ? off + CHUNK : end;
            n = encode(cs, off, stop, n);
            off = stop;
            if (n > bb.length - 4 * CHUNK - 8) {
                out.write(bb, 0, n);
                n = 0;
            }
        }
        if (newline) {
            n = flushPending(n);
            bb[n++] = '\n';
        }
        if (n > 0) {
            out.write(bb, 0, n);
        }
    }

    /** Encodes s[off, off+len) and writes it to out, followed by a newline when newline is true. */
    void write(OutputStream out, String s, int off, int len, boolean newline) throws IOException {
        char[] c = cb;
        if (c == null) {
            c = new char[CHUNK];
            cb = c;
        }
        int n = 0;
        int end = off + len;
        while (off < end) {
            int stop = end - off > CHUNK ? off + CHUNK : end;
            s.getChars(off, stop, c, 0);
            n = encode(c, 0, stop - off, n);
            off = stop;
            if (n > bb.length - 4 * CHUNK - 8) {
                out.write(bb, 0, n);
                n = 0;
            }
        }
        if (newline) {
            n = flushPending(n);
            bb[n++] = '\n';
        }
        if (n > 0) {
            out.write(bb, 0, n);
        }
    }

    private int flushPending(int n) {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            bb[n++] = '?';
        }
        return n;
    }

    /** Writes a '?' for a dangling high surrogate (used when the stream is closed). */
    void finish(OutputStream out) throws IOException {
        if (pendingHigh != 0) {
            pendingHigh = 0;
            out.write('?');
        }
    }
}
