package java.io;

/**
 * Package-private streaming byte-to-char decoder used by InputStreamReader. Supports UTF-8,
 * ISO-8859-1 and US-ASCII; malformed input becomes U+FFFD as in the JDK.
 */
final class CharDecoder {
    private final int kind;
    private final InputStream in;
    private final byte[] bb = new byte[8192];
    private int bpos;
    private int blen;
    private boolean eof;
    /** A low surrogate still to be delivered after its high surrogate, or 0. */
    private char pendingLow;

    CharDecoder(InputStream in, int kind) {
        this.in = in;
        this.kind = kind;
    }

    String historicalName() {
        return kind == CharEncoder.UTF8 ? "UTF8" : (kind == CharEncoder.LATIN1 ? "ISO8859_1" : "ASCII");
    }

    boolean ready() throws IOException {
        return pendingLow != 0 || bpos < blen || in.available() > 0;
    }

    /** Reads more bytes, keeping the undecoded tail. Returns false at end of input. */
    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (bpos > 0) {
            int rest = blen - bpos;
            System.arraycopy(bb, bpos, bb, 0, rest);
            blen = rest;
            bpos = 0;
        }
        int n;
        do {
            n = in.read(bb, blen, bb.length - blen);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            return false;
        }
        blen += n;
        return true;
    }

    private static boolean isCont(int b) {
        return (b & 0xc0) == 0x80;
    }

    /** Decodes up to len chars; blocks only while nothing has been decoded. -1 at end. */
    int read(char[] cbuf, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        int dp = off;
        int dl = off + len;
        if (pendingLow != 0) {
            cbuf[dp++] = pendingLow;
            pendingLow = 0;
        }
        for (;;) {
            dp = decode(cbuf, dp, dl);
            if (dp > off) {
                return dp - off;
            }
            if (!fill()) {
                if (bpos < blen) {
                    // an incomplete sequence at the end of the input
                    bpos = blen;
                    cbuf[dp++] = '\uFFFD';
                    return dp - off;
                }
                return -1;
            }
        }
    }

    private int decode(char[] cbuf, int dp, int dl) {
        byte[] b = bb;
        int sp = bpos;
        int sl = blen;
        if (kind != CharEncoder.UTF8) {
            boolean ascii = kind == CharEncoder.ASCII;
            while (dp < dl && sp < sl) {
                int c = b[sp++] & 0xff;
                cbuf[dp++] = (ascii && c >= 0x80) ? '\uFFFD' : (char) c;
            }
            bpos = sp;
            return dp;
        }
        while (dp < dl && sp < sl) {
            int b1 = b[sp];
            if (b1 >= 0) {
                cbuf[dp++] = (char) b1;
                sp++;
                continue;
            }
            b1 &= 0xff;
            int need;
            int lo2 = 0x80;
            int hi2 = 0xbf;
            if (b1 >= 0xc2 && b1 <= 0xdf) {
                need = 2;
            } else if (b1 >= 0xe0 && b1 <= 0xef) {
                need = 3;
                if (b1 == 0xe0) {
                    lo2 = 0xa0;
                }
            } else if (b1 >= 0xf0 && b1 <= 0xf4) {
                need = 4;
                if (b1 == 0xf0) {
                    lo2 = 0x90;
                } else if (b1 == 0xf4) {
                    hi2 = 0x8f;
                }
            } else {
                cbuf[dp++] = '\uFFFD';
                sp++;
                continue;
            }
            // check the continuation bytes that are available
            int valid = 1;
            boolean bad = false;
            while (valid < need && sp + valid < sl) {
                int bx = b[sp + valid] & 0xff;
                boolean ok = valid == 1 ? (bx >= lo2 && bx <= hi2) : isCont(bx);
                if (!ok) {
                    bad = true;
                    break;
                }
                valid++;
            }
            if (bad) {
                cbuf[dp++] = '\uFFFD';
                sp += valid;
                continue;
            }
            if (valid < need) {
                if (eof) {
                    cbuf[dp++] = '\uFFFD';
                    sp += valid;
                    continue;
                }
                break; // need more input
            }
            if (need == 2) {
                cbuf[dp++] = (char) (((b1 & 0x1f) << 6) | (b[sp + 1] & 0x3f));
            } else if (need == 3) {
                char c = (char) (((b1 & 0x0f) << 12) | ((b[sp + 1] & 0x3f) << 6) | (b[sp + 2] & 0x3f));
                // an encoded surrogate is one malformed sequence of three bytes
                cbuf[dp++] = (c >= '\uD800' && c <= '\uDFFF') ? '\uFFFD' : c;
            } else {
                int cp = ((b1 & 0x07) << 18) | ((b[sp + 1] & 0x3f) << 12) | ((b[sp + 2] & 0x3f) << 6)
                        | (b[sp + 3] & 0x3f);
                char hi = (char) (((cp - 0x10000) >> 10) + 0xD800);
                char lo = (char) (((cp - 0x10000) & 0x3ff) + 0xDC00);
                cbuf[dp++] = hi;
                if (dp < dl) {
                    cbuf[dp++] = lo;
                } else {
                    pendingLow = lo;
                }
            }
            sp += need;
        }
        bpos = sp;
        return dp;
    }
}
