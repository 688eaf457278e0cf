package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UnsupportedEncodingException;

/**
 * A text scanner. Tokens are separated by whitespace (Character.isWhitespace) by default.
 * useDelimiter accepts literal delimiters and a small regular-expression subset (character
 * classes, \s \d \w and friends, groups, alternation and the quantifiers ? * + {n,m}); the
 * matching is done by hand.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private Reader source;
    private char[] buf;
    private int pos;
    private int limit;
    private boolean sourceClosed;
    private boolean closed;
    private IOException lastException;

    /** null means the default whitespace delimiter. */
    private Pat delim;
    private String delimText = "\\p{javaWhitespace}+";
    private int radix = 10;
    private Locale locale = Locale.getDefault(Locale.Category.FORMAT);

    private static final int BUFFER_SIZE = 1024;

    public Scanner(Readable source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        if (!(source instanceof Reader)) {
            throw new UnsupportedOperationException("Scanner needs a java.io.Reader source");
        }
        this.source = (Reader) source;
        this.buf = new char[BUFFER_SIZE];
    }

    public Scanner(InputStream source) {
        this(new InputStreamReader(requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(readerFor(requireNonNull(source, "source"), charsetName));
    }

    public Scanner(InputStream source, java.nio.charset.Charset charset) {
        this(new InputStreamReader(requireNonNull(source, "source"), charset));
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)));
    }

    public Scanner(File source, String charsetName) throws FileNotFoundException {
        this(readerFor(new FileInputStream(source), charsetName));
    }

    public Scanner(String source) {
        if (source == null) {
            throw new NullPointerException("source");
        }
        this.buf = source.toCharArray();
        this.limit = buf.length;
        this.sourceClosed = true;
    }

    private static <T> T requireNonNull(T o, String what) {
        if (o == null) {
            throw new NullPointerException(what);
        }
        return o;
    }

    private static Reader readerFor(InputStream in, String charsetName) {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        try {
            return new InputStreamReader(in, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    // ------------------------------------------------------------------ configuration

    public Scanner useDelimiter(String pattern) {
        delimText = pattern;
        if (pattern.equals("\\p{javaWhitespace}+") || pattern.equals("\\s+")) {
            // \s is ASCII whitespace in java.util.regex; close enough for ordinary input
            delim = pattern.equals("\\s+") ? Pat.compile(pattern) : null;
        } else {
            delim = Pat.compile(pattern);
        }
        return this;
    }

    public Scanner useLocale(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        return this;
    }

    public Locale locale() {
        return locale;
    }

    public Scanner useRadix(int radix) {
        if ((radix < Character.MIN_RADIX) || (radix > Character.MAX_RADIX)) {
            throw new IllegalArgumentException("radix:" + radix);
        }
        this.radix = radix;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner reset() {
        delim = null;
        delimText = "\\p{javaWhitespace}+";
        radix = 10;
        locale = Locale.getDefault(Locale.Category.FORMAT);
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        if (source != null) {
            try {
                source.close();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
        sourceClosed = true;
        source = null;
        closed = true;
    }

    private void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("Scanner closed");
        }
    }

    @Override
    public String toString() {
        return "java.util.Scanner[delimiters=" + delimText + "][position=" + pos + "][match valid=false]"
                + "[need input=false][source closed=" + sourceClosed + "][skipped=false][group separator=\\x{2c}]"
                + "[decimal separator=\\x{2e}][positive prefix=][negative prefix=\\Q-\\E][positive suffix=]"
                + "[negative suffix=][NaN string=\\QNaN\\E][infinity string=\\Q\u221e\\E]";
    }

    // ------------------------------------------------------------------ input

    /** Reads more input into the buffer; sets sourceClosed at the end of the input. */
    private void readInput() {
        if (sourceClosed) {
            return;
        }
        if (pos > 0) {
            // discard consumed chars
            int rest = limit - pos;
            System.arraycopy(buf, pos, buf, 0, rest);
            limit = rest;
            pos = 0;
        }
        if (limit == buf.length) {
            char[] nb = new char[buf.length * 2];
            System.arraycopy(buf, 0, nb, 0, limit);
            buf = nb;
        }
        int n;
        try {
            n = source.read(buf, limit, buf.length - limit);
        } catch (IOException ioe) {
            lastException = ioe;
            n = -1;
        }
        if (n == -1) {
            sourceClosed = true;
        } else if (n > 0) {
            limit += n;
        }
    }

    /** Length of the delimiter match at i, or -1 (never 0). */
    private int delimAt(int i) {
        if (delim == null) {
            int j = i;
            while (j < limit && Character.isWhitespace(buf[j])) {
                j++;
            }
            return j > i ? j - i : -1;
        }
        int end = delim.matchAt(buf, i, limit);
        return end > i ? end - i : -1;
    }

    // token bounds found by findToken()
    private int tokStart;
    private int tokEnd;

    /**
     * Finds the next complete token, reading input as needed. Returns false when there is none.
     * Does not move the position.
     */
    private boolean findToken() {
        for (;;) {
            int p = pos;
            int d = delimAt(p);
            if (d > 0) {
                if (p + d == limit && !sourceClosed) {
                    readInput();
                    continue;
                }
                p += d;
            }
            if (p == limit) {
                if (sourceClosed) {
                    tokStart = tokEnd = p;
                    return false;
                }
                readInput();
                continue;
            }
            int i = p;
            boolean found = false;
            if (delim == null) {
                while (i < limit && !Character.isWhitespace(buf[i])) {
                    i++;
                }
                found = i < limit;
            } else {
                for (; i < limit; i++) {
                    if (delimAt(i) > 0) {
                        found = true;
                        break;
                    }
                }
            }
            if (found || sourceClosed) {
                tokStart = p;
                tokEnd = i;
                return true;
            }
            readInput();
        }
    }

    /** Moves the position past the delimiters before the next token (as a failed next() does). */
    private void skipToTokenOrEnd() {
        pos = tokStart;
    }

    private String takeToken() {
        String s = new String(buf, tokStart, tokEnd - tokStart);
        pos = tokEnd;
        return s;
    }

    private String peekToken() {
        return new String(buf, tokStart, tokEnd - tokStart);
    }

    // ------------------------------------------------------------------ tokens

    @Override
    public boolean hasNext() {
        ensureOpen();
        return findToken();
    }

    @Override
    public String next() {
        ensureOpen();
        if (!findToken()) {
            skipToTokenOrEnd();
            throw new NoSuchElementException();
        }
        return takeToken();
    }

    @Override
    public void remove() {
        throw new UnsupportedOperationException();
    }

    public boolean hasNext(String pattern) {
        ensureOpen();
        if (!findToken()) {
            return false;
        }
        Pat p = Pat.compile(pattern);
        return p.matchAt(buf, tokStart, tokEnd) == tokEnd;
    }

    public String next(String pattern) {
        ensureOpen();
        if (!findToken()) {
            skipToTokenOrEnd();
            throw new NoSuchElementException();
        }
        Pat p = Pat.compile(pattern);
        if (p.matchAt(buf, tokStart, tokEnd) != tokEnd) {
            skipToTokenOrEnd();
            throw new InputMismatchException();
        }
        return takeToken();
    }

    /** Token text ready for parseInt/parseLong, or null when it is not an integer token. */
    private String integerText(int radix) {
        int s = tokStart;
        int e = tokEnd;
        if (s == e) {
            return null;
        }
        char c0 = buf[s];
        boolean signed = c0 == '-' || c0 == '+';
        int ds = signed ? s + 1 : s;
        if (ds == e) {
            return null;
        }
        boolean hasComma = false;
        for (int i = ds; i < e; i++) {
            char c = buf[i];
            if (c == ',') {
                hasComma = true;
            } else if (Character.digit(c, radix) < 0) {
                return null;
            }
        }
        if (!hasComma) {
            return new String(buf, s, e - s);
        }
        // digit{1,3} (, digit{3})+
        int firstComma = -1;
        for (int i = ds; i < e; i++) {
            if (buf[i] == ',') {
                firstComma = i;
                break;
            }
        }
        int lead = firstComma - ds;
        if (lead < 1 || lead > 3) {
            return null;
        }
        StringBuilder sb = new StringBuilder(e - s);
        if (c0 == '-') {
            sb.append('-');
        }
        sb.append(buf, ds, lead);
        int i = firstComma;
        while (i < e) {
            if (buf[i] != ',' || i + 4 > e) {
                return null;
            }
            for (int k = i + 1; k < i + 4; k++) {
                if (buf[k] == ',') {
                    return null;
                }
            }
            sb.append(buf, i + 1, 3);
            i += 4;
        }
        return sb.toString();
    }

    private boolean hasIntegral(int radix, long min, long max) {
        ensureOpen();
        if (!findToken()) {
            return false;
        }
        String t = integerText(radix);
        if (t == null) {
            return false;
        }
        try {
            long v = Long.parseLong(t, radix);
            return v >= min && v <= max;
        } catch (NumberFormatException nfe) {
            return false;
        }
    }

    private String nextIntegralText(int radix) {
        ensureOpen();
        if (!findToken()) {
            skipToTokenOrEnd();
            throw new NoSuchElementException();
        }
        String t = integerText(radix);
        if (t == null) {
            skipToTokenOrEnd();
            throw new InputMismatchException();
        }
        return t;
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        return hasIntegral(radix, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        String t = nextIntegralText(radix);
        try {
            int v = Integer.parseInt(t, radix);
            pos = tokEnd;
            return v;
        } catch (NumberFormatException nfe) {
            skipToTokenOrEnd();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        return hasIntegral(radix, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        String t = nextIntegralText(radix);
        try {
            long v = Long.parseLong(t, radix);
            pos = tokEnd;
            return v;
        } catch (NumberFormatException nfe) {
            skipToTokenOrEnd();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextShort() {
        return hasNextShort(radix);
    }

    public boolean hasNextShort(int radix) {
        return hasIntegral(radix, Short.MIN_VALUE, Short.MAX_VALUE);
    }

    public short nextShort() {
        return nextShort(radix);
    }

    public short nextShort(int radix) {
        String t = nextIntegralText(radix);
        try {
            short v = Short.parseShort(t, radix);
            pos = tokEnd;
            return v;
        } catch (NumberFormatException nfe) {
            skipToTokenOrEnd();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextByte() {
        return hasNextByte(radix);
    }

    public boolean hasNextByte(int radix) {
        return hasIntegral(radix, Byte.MIN_VALUE, Byte.MAX_VALUE);
    }

    public byte nextByte() {
        return nextByte(radix);
    }

    public byte nextByte(int radix) {
        String t = nextIntegralText(radix);
        try {
            byte v = Byte.parseByte(t, radix);
            pos = tokEnd;
            return v;
        } catch (NumberFormatException nfe) {
            skipToTokenOrEnd();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private boolean regionEquals(int s, int e, String word) {
        if (e - s != word.length()) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (buf[s + i] != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Token text ready for Double.parseDouble, or null when it is not a decimal token. */
    private String floatText() {
        int s = tokStart;
        int e = tokEnd;
        if (s == e) {
            return null;
        }
        boolean neg = buf[s] == '-';
        int i = (buf[s] == '-' || buf[s] == '+') ? s + 1 : s;
        if (regionEquals(i, e, "NaN")) {
            return "NaN";
        }
        if (regionEquals(i, e, "Infinity") || regionEquals(i, e, "\u221e")) {
            return neg ? "-Infinity" : "Infinity";
        }
        StringBuilder sb = new StringBuilder(e - s);
        if (neg) {
            sb.append('-');
        }
        // integer part, optionally grouped
        int intStart = i;
        int digits = 0;
        int groupLen = -1;
        while (i < e && (isDigit(buf[i]) || buf[i] == ',')) {
            if (buf[i] == ',') {
                if (i == intStart || (groupLen == -1 ? digits > 3 : groupLen != 3)) {
                    return null;
                }
                groupLen = 0;
            } else {
                sb.append(buf[i]);
                digits++;
                if (groupLen >= 0) {
                    groupLen++;
                }
            }
            i++;
        }
        if (groupLen >= 0 && groupLen != 3) {
            return null;
        }
        int fracDigits = 0;
        if (i < e && buf[i] == '.') {
            sb.append('.');
            i++;
            while (i < e && isDigit(buf[i])) {
                sb.append(buf[i]);
                i++;
                fracDigits++;
            }
        }
        if (digits == 0 && fracDigits == 0) {
            return null;
        }
        if (i < e && (buf[i] == 'e' || buf[i] == 'E')) {
            sb.append('e');
            i++;
            if (i < e && (buf[i] == '+' || buf[i] == '-')) {
                sb.append(buf[i]);
                i++;
            }
            int expDigits = 0;
            while (i < e && isDigit(buf[i])) {
                sb.append(buf[i]);
                i++;
                expDigits++;
            }
            if (expDigits == 0) {
                return null;
            }
        }
        if (i != e) {
            return null;
        }
        return sb.toString();
    }

    public boolean hasNextDouble() {
        ensureOpen();
        if (!findToken()) {
            return false;
        }
        return floatText() != null;
    }

    public double nextDouble() {
        ensureOpen();
        if (!findToken()) {
            skipToTokenOrEnd();
            throw new NoSuchElementException();
        }
        String t = floatText();
        if (t == null) {
            skipToTokenOrEnd();
            throw new InputMismatchException();
        }
        try {
            double v = Double.parseDouble(t);
            pos = tokEnd;
            return v;
        } catch (NumberFormatException nfe) {
            skipToTokenOrEnd();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        ensureOpen();
        if (!findToken()) {
            skipToTokenOrEnd();
            throw new NoSuchElementException();
        }
        String t = floatText();
        if (t == null) {
            skipToTokenOrEnd();
            throw new InputMismatchException();
        }
        try {
            float v = Float.parseFloat(t);
            pos = tokEnd;
            return v;
        } catch (NumberFormatException nfe) {
            skipToTokenOrEnd();
            throw new InputMismatchException(nfe.getMessage());
        }
    }

    private int booleanValue() {
        String t = peekToken();
        if (t.equalsIgnoreCase("true")) {
            return 1;
        }
        if (t.equalsIgnoreCase("false")) {
            return 0;
        }
        return -1;
    }

    public boolean hasNextBoolean() {
        ensureOpen();
        return findToken() && booleanValue() >= 0;
    }

    public boolean nextBoolean() {
        ensureOpen();
        if (!findToken()) {
            skipToTokenOrEnd();
            throw new NoSuchElementException();
        }
        int v = booleanValue();
        if (v < 0) {
            skipToTokenOrEnd();
            throw new InputMismatchException();
        }
        pos = tokEnd;
        return v == 1;
    }

    // ------------------------------------------------------------------ lines

    private static boolean isLineSeparator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }

    // bounds found by findLine(): the line is [pos, lineEnd), the next line starts at nextLine
    private int lineEnd;
    private int nextLineStart;

    private boolean findLine() {
        int from = pos;
        for (;;) {
            int i = from;
            while (i < limit && !isLineSeparator(buf[i])) {
                i++;
            }
            if (i < limit) {
                if (buf[i] == '\r' && i + 1 == limit && !sourceClosed) {
                    int consumed = i - pos;
                    readInput();
                    from = pos + consumed;
                    continue;
                }
                lineEnd = i;
                nextLineStart = (buf[i] == '\r' && i + 1 < limit && buf[i + 1] == '\n') ? i + 2 : i + 1;
                return true;
            }
            if (sourceClosed) {
                if (pos == limit) {
                    return false;
                }
                lineEnd = limit;
                nextLineStart = limit;
                return true;
            }
            int consumed = i - pos;
            readInput();
            from = pos + consumed;
        }
    }

    public boolean hasNextLine() {
        ensureOpen();
        return findLine();
    }

    public String nextLine() {
        ensureOpen();
        if (!findLine()) {
            throw new NoSuchElementException("No line found");
        }
        String s = new String(buf, pos, lineEnd - pos);
        pos = nextLineStart;
        return s;
    }

    // ------------------------------------------------------------------ a tiny pattern matcher

    /**
     * A small backtracking matcher for delimiter patterns: literals, escapes, '.', character
     * classes, \s \S \d \D \w \W \p{javaWhitespace}, groups, alternation and ? * + {n,m}.
     */
    private static final class Pat {
        // node kinds
        static final int SET = 0;
        static final int GROUP = 1;

        final int kind;
        // SET: ranges (pairs, inclusive) and class bits
        char[] ranges;
        int classes;
        boolean negated;
        // GROUP: alternatives
        Pat[][] alts;
        int min = 1;
        int max = 1;
        boolean lazy;

        static final int C_SPACE = 1;
        static final int C_NOT_SPACE = 2;
        static final int C_DIGIT = 4;
        static final int C_NOT_DIGIT = 8;
        static final int C_WORD = 16;
        static final int C_NOT_WORD = 32;
        static final int C_ANY = 64;
        static final int C_JWS = 128;

        Pat(int kind) {
            this.kind = kind;
        }

        static Pat compile(String pattern) {
            Parser p = new Parser(pattern);
            Pat g = p.parseGroupBody();
            if (p.i < pattern.length()) {
                throw new IllegalArgumentException("Unsupported pattern: " + pattern);
            }
            return g;
        }

        boolean setMatches(char c) {
            boolean m = false;
            if (ranges != null) {
                for (int k = 0; k < ranges.length && !m; k += 2) {
                    if (c >= ranges[k] && c <= ranges[k + 1]) {
                        m = true;
                    }
                }
            }
            if (!m && classes != 0) {
                if ((classes & C_SPACE) != 0 && (c == ' ' || (c >= '\t' && c <= '\r'))) {
                    m = true;
                } else if ((classes & C_NOT_SPACE) != 0 && !(c == ' ' || (c >= '\t' && c <= '\r'))) {
                    m = true;
                } else if ((classes & C_DIGIT) != 0 && c >= '0' && c <= '9') {
                    m = true;
                } else if ((classes & C_NOT_DIGIT) != 0 && !(c >= '0' && c <= '9')) {
                    m = true;
                } else if ((classes & C_WORD) != 0 && isWord(c)) {
                    m = true;
                } else if ((classes & C_NOT_WORD) != 0 && !isWord(c)) {
                    m = true;
                } else if ((classes & C_ANY) != 0 && c != '\n' && c != '\r' && c != '\u0085'
                        && c != '\u2028' && c != '\u2029') {
                    m = true;
                } else if ((classes & C_JWS) != 0 && Character.isWhitespace(c)) {
                    m = true;
                }
            }
            return m != negated;
        }

        private static boolean isWord(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }

        /** Continuation of a match. */
        interface Cont {
            int run(int p);
        }

        static final Cont DONE = new Cont() {
            public int run(int p) {
                return p;
            }
        };

        /** Matches this (top-level group) at from; returns the end or -1. */
        int matchAt(char[] s, int from, int end) {
            return matchNode(this, s, from, end, DONE);
        }

        static int matchSeq(final Pat[] seq, final int idx, final char[] s, int p, final int end, final Cont k) {
            if (idx == seq.length) {
                return k.run(p);
            }
            return matchNode(seq[idx], s, p, end, new Cont() {
                public int run(int q) {
                    return matchSeq(seq, idx + 1, s, q, end, k);
                }
            });
        }

        static int matchNode(final Pat n, final char[] s, int p, final int end, final Cont k) {
            if (n.kind == SET) {
                int count = 0;
                int q = p;
                while (count < n.max && q < end && n.setMatches(s[q])) {
                    q++;
                    count++;
                }
                if (count < n.min) {
                    return -1;
                }
                if (n.lazy) {
                    for (int c = n.min; c <= count; c++) {
                        int r = k.run(p + c);
                        if (r >= 0) {
                            return r;
                        }
                    }
                    return -1;
                }
                for (int c = count; c >= n.min; c--) {
                    int r = k.run(p + c);
                    if (r >= 0) {
                        return r;
                    }
                }
                return -1;
            }
            return repeat(n, 0, s, p, end, k);
        }

        static int repeat(final Pat n, final int count, final char[] s, final int p, final int end, final Cont k) {
            if (n.lazy && count >= n.min) {
                int r = k.run(p);
                if (r >= 0) {
                    return r;
                }
            }
            if (count < n.max) {
                for (Pat[] alt : n.alts) {
                    int r = matchSeq(alt, 0, s, p, end, new Cont() {
                        public int run(int q) {
                            if (q == p && count >= n.min) {
                                return -1; // no progress
                            }
                            return repeat(n, count + 1, s, q, end, k);
                        }
                    });
                    if (r >= 0) {
                        return r;
                    }
                }
            }
            if (!n.lazy && count >= n.min) {
                return k.run(p);
            }
            return -1;
        }

        private static final class Parser {
            final String s;
            int i;

            Parser(String s) {
                this.s = s;
            }

            boolean more() {
                return i < s.length();
            }

            Pat parseGroupBody() {
                Pat g = new Pat(GROUP);
                Pat[][] alts = new Pat[4][];
                int nAlts = 0;
                for (;;) {
                    Pat[] seq = parseSeq();
                    if (nAlts == alts.length) {
                        Pat[][] b = new Pat[nAlts * 2][];
                        System.arraycopy(alts, 0, b, 0, nAlts);
                        alts = b;
                    }
                    alts[nAlts++] = seq;
                    if (more() && s.charAt(i) == '|') {
                        i++;
                        continue;
                    }
                    break;
                }
                g.alts = new Pat[nAlts][];
                System.arraycopy(alts, 0, g.alts, 0, nAlts);
                return g;
            }

            Pat[] parseSeq() {
                Pat[] seq = new Pat[8];
                int n = 0;
                while (more()) {
                    char c = s.charAt(i);
                    if (c == '|' || c == ')') {
                        break;
                    }
                    Pat atom = parseAtom();
                    parseQuantifier(atom);
                    if (n == seq.length) {
                        Pat[] b = new Pat[n * 2];
                        System.arraycopy(seq, 0, b, 0, n);
                        seq = b;
                    }
                    seq[n++] = atom;
                }
                Pat[] out = new Pat[n];
                System.arraycopy(seq, 0, out, 0, n);
                return out;
            }

            void parseQuantifier(Pat atom) {
                if (!more()) {
                    return;
                }
                char c = s.charAt(i);
                if (c == '?') {
                    atom.min = 0;
                    atom.max = 1;
                    i++;
                } else if (c == '*') {
                    atom.min = 0;
                    atom.max = Integer.MAX_VALUE;
                    i++;
                } else if (c == '+') {
                    atom.min = 1;
                    atom.max = Integer.MAX_VALUE;
                    i++;
                } else if (c == '{') {
                    int close = s.indexOf('}', i);
                    if (close < 0) {
                        throw new IllegalArgumentException("Unsupported pattern: " + s);
                    }
                    String body = s.substring(i + 1, close);
                    int comma = body.indexOf(',');
                    if (comma < 0) {
                        atom.min = atom.max = Integer.parseInt(body);
                    } else {
                        atom.min = Integer.parseInt(body.substring(0, comma));
                        String hi = body.substring(comma + 1);
                        atom.max = hi.isEmpty() ? Integer.MAX_VALUE : Integer.parseInt(hi);
                    }
                    i = close + 1;
                } else {
                    return;
                }
                if (more() && s.charAt(i) == '?') {
                    atom.lazy = true;
                    i++;
                } else if (more() && s.charAt(i) == '+') {
                    i++; // possessive treated as greedy
                }
            }

            Pat literal(char c) {
                Pat p = new Pat(SET);
                p.ranges = new char[] {c, c};
                return p;
            }

            Pat classAtom(int cls) {
                Pat p = new Pat(SET);
                p.classes = cls;
                return p;
            }

            Pat parseAtom() {
                char c = s.charAt(i++);
                switch (c) {
                    case '(': {
                        if (s.startsWith("?:", i)) {
                            i += 2;
                        }
                        Pat g = parseGroupBody();
                        if (!more() || s.charAt(i) != ')') {
                            throw new IllegalArgumentException("Unclosed group near index " + i);
                        }
                        i++;
                        return g;
                    }
                    case '[':
                        return parseClass();
                    case '.':
                        return classAtom(C_ANY);
                    case '\\':
                        return parseEscape(false, null);
                    case '^':
                    case '$':
                        throw new IllegalArgumentException("Unsupported pattern: " + s);
                    default:
                        return literal(c);
                }
            }

            /** Parses an escape after '\\'. In a class, adds to the given set and returns null. */
            Pat parseEscape(boolean inClass, Pat set) {
                char e = s.charAt(i++);
                int cls = 0;
                char lit = 0;
                boolean isLit = true;
                switch (e) {
                    case 's': cls = C_SPACE; isLit = false; break;
                    case 'S': cls = C_NOT_SPACE; isLit = false; break;
                    case 'd': cls = C_DIGIT; isLit = false; break;
                    case 'D': cls = C_NOT_DIGIT; isLit = false; break;
                    case 'w': cls = C_WORD; isLit = false; break;
                    case 'W': cls = C_NOT_WORD; isLit = false; break;
                    case 'p': {
                        int close = s.indexOf('}', i);
                        String name = s.substring(i + 1, close);
                        i = close + 1;
                        if (name.equals("javaWhitespace") || name.equals("Space") || name.equals("IsWhite_Space")) {
                            cls = C_JWS;
                        } else if (name.equals("Digit") || name.equals("Nd")) {
                            cls = C_DIGIT;
                        } else {
                            throw new IllegalArgumentException("Unsupported pattern: " + s);
                        }
                        isLit = false;
                        break;
                    }
                    case 't': lit = '\t'; break;
                    case 'n': lit = '\n'; break;
                    case 'r': lit = '\r'; break;
                    case 'f': lit = '\f'; break;
                    case 'a': lit = '\u0007'; break;
                    case 'e': lit = '\u001b'; break;
                    case 'u': {
                        lit = (char) Integer.parseInt(s.substring(i, i + 4), 16);
                        i += 4;
                        break;
                    }
                    case 'x': {
                        lit = (char) Integer.parseInt(s.substring(i, i + 2), 16);
                        i += 2;
                        break;
                    }
                    case 'Q': {
                        int close = s.indexOf("\\E", i);
                        String quoted = close < 0 ? s.substring(i) : s.substring(i, close);
                        i = close < 0 ? s.length() : close + 2;
                        if (inClass) {
                            for (int k = 0; k < quoted.length(); k++) {
                                addRange(set, quoted.charAt(k), quoted.charAt(k));
                            }
                            return null;
                        }
                        Pat g = new Pat(GROUP);
                        Pat[] seq = new Pat[quoted.length()];
                        for (int k = 0; k < seq.length; k++) {
                            seq[k] = literal(quoted.charAt(k));
                        }
                        g.alts = new Pat[][] {seq};
                        return g;
                    }
                    default:
                        if ((e >= 'a' && e <= 'z') || (e >= 'A' && e <= 'Z') || (e >= '0' && e <= '9')) {
                            throw new IllegalArgumentException("Unsupported pattern: " + s);
                        }
                        lit = e;
                        break;
                }
                if (inClass) {
                    if (isLit) {
                        addRange(set, lit, lit);
                    } else {
                        set.classes |= cls;
                    }
                    return null;
                }
                return isLit ? literal(lit) : classAtom(cls);
            }

            void addRange(Pat set, char lo, char hi) {
                char[] r = set.ranges;
                int n = r == null ? 0 : r.length;
                char[] nr = new char[n + 2];
                if (n > 0) {
                    System.arraycopy(r, 0, nr, 0, n);
                }
                nr[n] = lo;
                nr[n + 1] = hi;
                set.ranges = nr;
            }

            Pat parseClass() {
                Pat set = new Pat(SET);
                if (more() && s.charAt(i) == '^') {
                    set.negated = true;
                    i++;
                }
                boolean first = true;
                while (more()) {
                    char c = s.charAt(i);
                    if (c == ']' && !first) {
                        i++;
                        return set;
                    }
                    first = false;
                    if (c == '[' || (c == '&' && s.startsWith("&&", i))) {
                        throw new IllegalArgumentException("Unsupported pattern: " + s);
                    }
                    i++;
                    if (c == '\\') {
                        int before = set.ranges == null ? 0 : set.ranges.length;
                        parseEscape(true, set);
                        int after = set.ranges == null ? 0 : set.ranges.length;
                        if (after == before + 2 && more() && s.charAt(i) == '-' && i + 1 < s.length()
                                && s.charAt(i + 1) != ']') {
                            char lo = set.ranges[before];
                            i++;
                            char hi = s.charAt(i++);
                            if (hi == '\\') {
                                Pat tmp = new Pat(SET);
                                parseEscape(true, tmp);
                                hi = tmp.ranges[0];
                            }
                            set.ranges[before + 1] = hi;
                            set.ranges[before] = lo;
                        }
                        continue;
                    }
                    if (more() && s.charAt(i) == '-' && i + 1 < s.length() && s.charAt(i + 1) != ']') {
                        i++;
                        char hi = s.charAt(i++);
                        if (hi == '\\') {
                            Pat tmp = new Pat(SET);
                            parseEscape(true, tmp);
                            hi = tmp.ranges[0];
                        }
                        addRange(set, c, hi);
                    } else {
                        addRange(set, c, c);
                    }
                }
                throw new IllegalArgumentException("Unclosed character class near index " + (s.length() - 1));
            }
        }
    }
}
