package rjvm.internal;

/**
 * The few character encodings rjvm supports, used by String and available to java.io.
 * Malformed input decodes to U+FFFD; unmappable characters encode to '?', as the JDK's
 * String conversions do.
 */
public final class Charsets {
    public static final int UTF_8 = 0;
    public static final int US_ASCII = 1;
    public static final int ISO_8859_1 = 2;
    public static final int UTF_16BE = 3;
    public static final int UTF_16LE = 4;
    public static final int UTF_16 = 5;

    private static final String[] CANONICAL = { "UTF-8", "US-ASCII", "ISO-8859-1", "UTF-16BE", "UTF-16LE", "UTF-16" };

    private Charsets() {
    }

    /** Returns a charset id for a charset name or alias (case-insensitive), or -1 if unknown. */
    public static int lookup(String name) {
        String n = name.toUpperCase();
        if (n.equals("UTF-8") || n.equals("UTF8")) {
            return UTF_8;
        }
        if (n.equals("US-ASCII") || n.equals("ASCII") || n.equals("US_ASCII") || n.equals("ISO646-US")
                || n.equals("ANSI_X3.4-1968") || n.equals("646") || n.equals("ASCII7") || n.equals("DEFAULT")) {
            return US_ASCII;
        }
        if (n.equals("ISO-8859-1") || n.equals("ISO8859_1") || n.equals("ISO8859-1") || n.equals("ISO_8859_1")
                || n.equals("LATIN1") || n.equals("L1") || n.equals("8859_1") || n.equals("ISO_8859-1")
                || n.equals("CP819") || n.equals("IBM819") || n.equals("ISO-LATIN-1")) {
            return ISO_8859_1;
        }
        if (n.equals("UTF-16BE") || n.equals("UTF_16BE") || n.equals("UNICODEBIGUNMARKED") || n.equals("X-UTF-16BE")) {
            return UTF_16BE;
        }
        if (n.equals("UTF-16LE") || n.equals("UTF_16LE") || n.equals("UNICODELITTLEUNMARKED") || n.equals("X-UTF-16LE")) {
            return UTF_16LE;
        }
        if (n.equals("UTF-16") || n.equals("UTF_16") || n.equals("UTF16") || n.equals("UNICODE")) {
            return UTF_16;
        }
        return -1;
    }

    public static String canonicalName(int cs) {
        return CANONICAL[cs];
    }

    /** Encodes chars[off, off+len) with charset {@code cs}. */
    public static byte[] encode(int cs, char[] v, int off, int len) {
        int end = off + len;
        switch (cs) {
            case UTF_8: {
                int n = 0;
                boolean ascii = true;
                for (int i = off; i < end; i++) {
                    if (v[i] >= 0x80) {
                        ascii = false;
                        break;
                    }
                }
                if (ascii) {
                    byte[] r = new byte[len];
                    for (int i = 0; i < len; i++) {
                        r[i] = (byte) v[off + i];
                    }
                    return r;
                }
                byte[] buf = new byte[len * 3];
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (c < 0x80) {
                        buf[n++] = (byte) c;
                    } else if (c < 0x800) {
                        buf[n++] = (byte) (0xc0 | (c >> 6));
                        buf[n++] = (byte) (0x80 | (c & 0x3f));
                    } else if (c >= 0xd800 && c <= 0xdfff) {
                        if (c <= 0xdbff && i + 1 < end && v[i + 1] >= 0xdc00 && v[i + 1] <= 0xdfff) {
                            int cp = ((c - 0xd800) << 10) + (v[i + 1] - 0xdc00) + 0x10000;
                            i++;
                            buf[n++] = (byte) (0xf0 | (cp >> 18));
                            buf[n++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                            buf[n++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                            buf[n++] = (byte) (0x80 | (cp & 0x3f));
                        } else {
                            buf[n++] = (byte) '?';
                        }
                    } else {
                        buf[n++] = (byte) (0xe0 | (c >> 12));
                        buf[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                        buf[n++] = (byte) (0x80 | (c & 0x3f));
                    }
                }
                return trim(buf, n);
            }
            case US_ASCII:
            case ISO_8859_1: {
                int max = cs == US_ASCII ? 0x7f : 0xff;
                byte[] buf = new byte[len];
                int n = 0;
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (c <= max) {
                        buf[n++] = (byte) c;
                    } else {
                        if (c >= 0xd800 && c <= 0xdbff && i + 1 < end && v[i + 1] >= 0xdc00 && v[i + 1] <= 0xdfff) {
                            i++;
                        }
                        buf[n++] = (byte) '?';
                    }
                }
                return trim(buf, n);
            }
            default: {
                boolean bom = cs == UTF_16;
                boolean little = cs == UTF_16LE;
                byte[] r = new byte[len * 2 + (bom ? 2 : 0)];
                int n = 0;
                if (bom) {
                    r[n++] = (byte) 0xfe;
                    r[n++] = (byte) 0xff;
                }
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (little) {
                        r[n++] = (byte) c;
                        r[n++] = (byte) (c >> 8);
                    } else {
                        r[n++] = (byte) (c >> 8);
                        r[n++] = (byte) c;
                    }
                }
                return r;
            }
        }
    }

    private static byte[] trim(byte[] buf, int n) {
        if (n == buf.length) {
            return buf;
        }
        byte[] r = new byte[n];
        System.arraycopy(buf, 0, r, 0, n);
        return r;
    }

    private static char[] trim(char[] buf, int n) {
        if (n == buf.length) {
            return buf;
        }
        char[] r = new char[n];
        System.arraycopy(buf, 0, r, 0, n);
        return r;
    }

    /** Decodes bytes[off, off+len) with charset {@code cs}. */
    public static char[] decode(int cs, byte[] b, int off, int len) {
        int end = off + len;
        switch (cs) {
            case UTF_8: {
                char[] buf = new char[len];
                int n = 0;
                int i = off;
                while (i < end) {
                    int b0 = b[i] & 0xff;
                    if (b0 < 0x80) {
                        buf[n++] = (char) b0;
                        i++;
                        continue;
                    }
                    int need;
                    int cp;
                    int min;
                    if (b0 >= 0xc2 && b0 <= 0xdf) {
                        need = 1;
                        cp = b0 & 0x1f;
                        min = 0x80;
                    } else if (b0 >= 0xe0 && b0 <= 0xef) {
                        need = 2;
                        cp = b0 & 0x0f;
                        min = 0x800;
                    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
                        need = 3;
                        cp = b0 & 0x07;
                        min = 0x10000;
                    } else {
                        buf[n++] = '\ufffd';
                        i++;
                        continue;
                    }
                    int j = i + 1;
                    boolean bad = false;
                    for (int k = 0; k < need; k++, j++) {
                        if (j >= end) {
                            bad = true;
                            break;
                        }
                        int bk = b[j] & 0xff;
                        if ((bk & 0xc0) != 0x80) {
                            bad = true;
                            break;
                        }
                        // reject overlong / out of range at the second byte, as the JDK does (an encoded
                        // surrogate is rejected as a whole sequence below)
                        if (k == 0) {
                            if ((b0 == 0xe0 && bk < 0xa0) || (b0 == 0xf0 && bk < 0x90) || (b0 == 0xf4 && bk >= 0x90)) {
                                bad = true;
                                break;
                            }
                        }
                        cp = (cp << 6) | (bk & 0x3f);
                    }
                    if (bad || cp < min || (cp >= 0xd800 && cp <= 0xdfff)) {
                        buf[n++] = '\ufffd';
                        i = (j > i + 1) ? j : i + 1;
                        continue;
                    }
                    if (cp >= 0x10000) {
                        if (n + 2 > buf.length) {
                            buf = grow(buf, n + 2);
                        }
                        buf[n++] = (char) (((cp - 0x10000) >> 10) + 0xd800);
                        buf[n++] = (char) (((cp - 0x10000) & 0x3ff) + 0xdc00);
                    } else {
                        buf[n++] = (char) cp;
                    }
                    i = j;
                }
                return trim(buf, n);
            }
            case US_ASCII: {
                char[] r = new char[len];
                for (int i = 0; i < len; i++) {
                    int c = b[off + i];
                    r[i] = c >= 0 ? (char) c : '\ufffd';
                }
                return r;
            }
            case ISO_8859_1: {
                char[] r = new char[len];
                for (int i = 0; i < len; i++) {
                    r[i] = (char) (b[off + i] & 0xff);
                }
                return r;
            }
            default: {
                boolean little = cs == UTF_16LE;
                int i = off;
                if (cs == UTF_16 && len >= 2) {
                    int b0 = b[off] & 0xff;
                    int b1 = b[off + 1] & 0xff;
                    if (b0 == 0xfe && b1 == 0xff) {
                        i += 2;
                    } else if (b0 == 0xff && b1 == 0xfe) {
                        i += 2;
                        little = true;
                    }
                }
                char[] r = new char[(end - i + 1) / 2];
                int n = 0;
                while (i + 1 < end) {
                    int hi = b[i] & 0xff;
                    int lo = b[i + 1] & 0xff;
                    r[n++] = little ? (char) ((lo << 8) | hi) : (char) ((hi << 8) | lo);
                    i += 2;
                }
                if (i < end) {
                    r[n++] = '\ufffd';
                }
                return trim(r, n);
            }
        }
    }

    private static char[] grow(char[] buf, int min) {
        int n = buf.length * 2;
        if (n < min) {
            n = min;
        }
        char[] r = new char[n];
        System.arraycopy(buf, 0, r, 0, buf.length);
        return r;
    }
}
