package java.util;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;

/**
 * printf-style formatting. Locales are accepted but ignored: output always follows the
 * conventions of Locale.US ('.' decimal separator, ',' grouping every three digits).
 *
 * Floating-point conversions work on the shortest decimal representation of the value (the
 * digits of Double.toString) rounded half-up, which is what the JDK does.
 */
public final class Formatter implements Closeable, Flushable {
    private Appendable a;
    private final Locale l;
    private IOException lastException;
    private boolean closed;

    // flag bits, in the order the JDK prints them
    private static final int LEFT = 1;
    private static final int UPPER = 2;
    private static final int ALT = 4;
    private static final int PLUS = 8;
    private static final int SPACE = 16;
    private static final int ZERO = 32;
    private static final int GROUP = 64;
    private static final int PAREN = 128;
    private static final int PREV = 256;

    private static final String FLAG_CHARS = "-^#+ 0,(<";

    public enum BigDecimalLayoutForm {
        SCIENTIFIC,
        DECIMAL_FLOAT
    }

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Appendable a) {
        this(a, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = a == null ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(fileName, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName, String csn, Locale l)
            throws FileNotFoundException, UnsupportedEncodingException {
        this(writerFor(new FileOutputStream(fileName), csn), l);
    }

    public Formatter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(file, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(File file, String csn, Locale l) throws FileNotFoundException, UnsupportedEncodingException {
        this(writerFor(new FileOutputStream(file), csn), l);
    }

    public Formatter(PrintStream ps) {
        this(requirePs(ps), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os) {
        this(new BufferedWriter(new OutputStreamWriter(os)), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os, String csn) throws UnsupportedEncodingException {
        this(os, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os, String csn, Locale l) throws UnsupportedEncodingException {
        this(writerFor(os, csn), l);
    }

    private static Appendable requirePs(PrintStream ps) {
        if (ps == null) {
            throw new NullPointerException();
        }
        return ps;
    }

    private static Appendable writerFor(OutputStream os, String csn) throws UnsupportedEncodingException {
        return new BufferedWriter(new OutputStreamWriter(os, csn));
    }

    private void ensureOpen() {
        if (closed) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException ioe) {
            lastException = ioe;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        Spec[] specs = parse(format);
        int last = -1;
        int lasto = -1;
        try {
            for (Spec fs : specs) {
                if (fs.conv == 0) {
                    a.append(format, fs.start, fs.end);
                    continue;
                }
                if (fs.conv == '%' || fs.conv == 'n') {
                    fs.print(this, null);
                    continue;
                }
                int index = fs.index;
                if (index == -1) {
                    if (last < 0 || (args != null && last > args.length - 1)) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last]);
                } else if (index == 0) {
                    lasto++;
                    last = lasto;
                    if (args != null && lasto > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[lasto]);
                } else {
                    last = index - 1;
                    if (args != null && last > args.length - 1) {
                        throw new MissingFormatArgumentException(fs.toString());
                    }
                    fs.print(this, args == null ? null : args[last]);
                }
            }
        } catch (IOException x) {
            lastException = x;
        }
        return this;
    }

    // ------------------------------------------------------------------ parsing

    private static boolean isConversion(char c) {
        switch (c) {
            case 'b': case 'B': case 'h': case 'H': case 's': case 'S':
            case 'c': case 'C': case 'd': case 'o': case 'x': case 'X':
            case 'e': case 'E': case 'f': case 'g': case 'G': case 'a': case 'A':
            case 'n': case '%':
                return true;
            default:
                return false;
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static Spec[] parse(String s) {
        Spec[] out = new Spec[8];
        int count = 0;
        int i = 0;
        int max = s.length();
        while (i < max) {
            int n = s.indexOf('%', i);
            Spec item;
            if (n < 0) {
                item = new Spec();
                item.start = i;
                item.end = max;
                i = max;
            } else if (n != i) {
                item = new Spec();
                item.start = i;
                item.end = n;
                i = n;
            } else {
                i = n + 1;
                if (i >= max) {
                    throw new UnknownFormatConversionException("%");
                }
                char c = s.charAt(i);
                if (isConversion(c)) {
                    item = new Spec();
                    item.init(s, -1, -1, -1, -1, -1, -1, -1, -1, false, c);
                    i++;
                } else {
                    int start = i;
                    int p = i;
                    int idxStart = -1;
                    int idxEnd = -1;
                    while (p < max && isDigit(s.charAt(p))) {
                        p++;
                    }
                    if (p > i && p < max && s.charAt(p) == '$') {
                        idxStart = i;
                        idxEnd = p;
                        i = p + 1;
                    }
                    int flagStart = i;
                    while (i < max && FLAG_CHARS.indexOf(s.charAt(i)) >= 0 && s.charAt(i) != '^') {
                        i++;
                    }
                    int flagEnd = i;
                    int widthStart = i;
                    while (i < max && isDigit(s.charAt(i))) {
                        i++;
                    }
                    int widthEnd = i;
                    int precStart = -1;
                    int precEnd = -1;
                    boolean ok = true;
                    if (i < max && s.charAt(i) == '.') {
                        i++;
                        precStart = i;
                        while (i < max && isDigit(s.charAt(i))) {
                            i++;
                        }
                        precEnd = i;
                        if (precEnd == precStart) {
                            ok = false;
                        }
                    }
                    boolean dt = false;
                    if (ok && i < max && (s.charAt(i) == 't' || s.charAt(i) == 'T')) {
                        dt = true;
                        i++;
                    }
                    if (ok && i >= max) {
                        ok = false;
                    }
                    char conv = 0;
                    if (ok) {
                        conv = s.charAt(i);
                        if (!dt && !isConversion(conv)) {
                            ok = false;
                        }
                    }
                    if (!ok) {
                        throw new UnknownFormatConversionException(String.valueOf(s.charAt(start)));
                    }
                    item = new Spec();
                    if (dt) {
                        item.initDateTime(s, idxStart, idxEnd, flagStart, flagEnd, widthStart, widthEnd,
                                precStart, precEnd, s.charAt(i - 1) == 'T', conv);
                    } else {
                        item.init(s, idxStart, idxEnd, flagStart, flagEnd,
                                widthStart == widthEnd ? -1 : widthStart, widthEnd, precStart, precEnd, false, conv);
                    }
                    i++;
                }
            }
            if (count == out.length) {
                Spec[] bigger = new Spec[count * 2];
                System.arraycopy(out, 0, bigger, 0, count);
                out = bigger;
            }
            out[count++] = item;
        }
        if (count == out.length) {
            return out;
        }
        Spec[] exact = new Spec[count];
        System.arraycopy(out, 0, exact, 0, count);
        return exact;
    }

    private static String flagsToString(int f) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < FLAG_CHARS.length(); i++) {
            if ((f & (1 << i)) != 0) {
                sb.append(FLAG_CHARS.charAt(i));
            }
        }
        return sb.toString();
    }

    private static int parseNumber(String s, int start, int end) {
        long v = 0;
        for (int i = start; i < end; i++) {
            v = v * 10 + (s.charAt(i) - '0');
            if (v > Integer.MAX_VALUE) {
                return -1;
            }
        }
        return (int) v;
    }

    /** One piece of a format string: fixed text (conv == 0) or a format specifier. */
    private static final class Spec {
        int start;
        int end;
        int index;
        int f;
        int width = -1;
        int precision = -1;
        char conv;
        boolean dt;

        void init(String s, int idxStart, int idxEnd, int flagStart, int flagEnd, int widthStart, int widthEnd,
                int precStart, int precEnd, boolean upperT, char c) {
            if (idxStart >= 0) {
                int v = parseNumber(s, idxStart, idxEnd);
                if (v < 0) {
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                }
                if (v == 0) {
                    throw new IllegalFormatArgumentIndexException(0);
                }
                index = v;
            }
            for (int i = flagStart; i < flagEnd && i >= 0; i++) {
                char fc = s.charAt(i);
                int bit = 1 << FLAG_CHARS.indexOf(fc);
                if ((f & bit) != 0) {
                    throw new DuplicateFormatFlagsException(String.valueOf(fc));
                }
                f |= bit;
            }
            if ((f & PREV) != 0) {
                index = -1;
            }
            if (widthStart >= 0) {
                width = parseNumber(s, widthStart, widthEnd);
                if (width < 0) {
                    throw new IllegalFormatWidthException(Integer.MIN_VALUE);
                }
            }
            if (precStart >= 0) {
                precision = parseNumber(s, precStart, precEnd);
                if (precision < 0) {
                    throw new IllegalFormatPrecisionException(Integer.MIN_VALUE);
                }
            }
            if (dt) {
                if (upperT) {
                    f |= UPPER;
                }
                conv = c;
                checkDateTime();
                return;
            }
            if (c >= 'A' && c <= 'Z') {
                f |= UPPER;
                c = (char) (c + 32);
            }
            conv = c;
            switch (c) {
                case '%':
                case 'n':
                    checkText();
                    break;
                case 'b':
                case 'h':
                case 's':
                    checkGeneral();
                    break;
                case 'c':
                    checkCharacter();
                    break;
                case 'd':
                case 'o':
                case 'x':
                    checkInteger();
                    break;
                default:
                    checkFloat();
                    break;
            }
        }

        void initDateTime(String s, int idxStart, int idxEnd, int flagStart, int flagEnd, int widthStart,
                int widthEnd, int precStart, int precEnd, boolean upperT, char c) {
            dt = true;
            init(s, idxStart, idxEnd, flagStart, flagEnd, widthStart == widthEnd ? -1 : widthStart, widthEnd,
                    precStart, precEnd, upperT, c);
        }

        private void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if ("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(conv) < 0) {
                throw new UnknownFormatConversionException("t" + conv);
            }
            checkBadFlags(ALT, PLUS, SPACE, ZERO, GROUP, PAREN);
            if (width == -1 && (f & LEFT) != 0) {
                throw new MissingFormatWidthException(toString());
            }
        }

        /** Throws for the first of the given flags (in the given order) that is present. */
        private void checkBadFlags(int... bad) {
            for (int b : bad) {
                if ((f & b) != 0) {
                    throw new FormatFlagsConversionMismatchException(flagsToString(b), conv);
                }
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (conv == '%') {
                if (f != LEFT && f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
                if (width == -1 && (f & LEFT) != 0) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (f != 0) {
                    throw new IllegalFormatFlagsException(flagsToString(f));
                }
            }
        }

        private void checkGeneral() {
            if ((conv == 'b' || conv == 'h') && (f & ALT) != 0) {
                throw new FormatFlagsConversionMismatchException(flagsToString(ALT), conv);
            }
            if (width == -1 && (f & LEFT) != 0) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlags(PLUS, SPACE, ZERO, GROUP, PAREN);
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALT, PLUS, SPACE, ZERO, GROUP, PAREN);
            if (width == -1 && (f & LEFT) != 0) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkNumeric() {
            if (width == -1 && (f & (LEFT | ZERO)) != 0) {
                throw new MissingFormatWidthException(toString());
            }
            if (((f & PLUS) != 0 && (f & SPACE) != 0) || ((f & LEFT) != 0 && (f & ZERO) != 0)) {
                throw new IllegalFormatFlagsException(flagsToString(f));
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (conv == 'd') {
                checkBadFlags(ALT);
            } else {
                checkBadFlags(GROUP);
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (conv == 'a') {
                checkBadFlags(PAREN, GROUP);
            } else if (conv == 'e') {
                checkBadFlags(GROUP);
            } else if (conv == 'g') {
                checkBadFlags(ALT);
            }
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagsToString(f & ~UPPER));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            boolean up = (f & UPPER) != 0;
            if (dt) {
                sb.append(up ? 'T' : 't');
                sb.append(conv);
            } else {
                sb.append(up ? Character.toUpperCase(conv) : conv);
            }
            return sb.toString();
        }

        // -------------------------------------------------------------- printing

        void print(Formatter fmt, Object arg) throws IOException {
            Appendable a = fmt.a;
            if (dt) {
                fmt.printDateTime(this, arg);
                return;
            }
            switch (conv) {
                case '%':
                    justify(a, "%");
                    return;
                case 'n':
                    a.append('\n');
                    return;
                case 'b': {
                    String s;
                    if (arg == null) {
                        s = "false";
                    } else if (arg instanceof Boolean) {
                        s = ((Boolean) arg).booleanValue() ? "true" : "false";
                    } else {
                        s = "true";
                    }
                    printString(a, s);
                    return;
                }
                case 'h':
                    printString(a, arg == null ? "null" : Integer.toHexString(arg.hashCode()));
                    return;
                case 's':
                    if (arg instanceof Formattable) {
                        int ff = 0;
                        if ((f & LEFT) != 0) {
                            ff |= FormattableFlags.LEFT_JUSTIFY;
                        }
                        if ((f & UPPER) != 0) {
                            ff |= FormattableFlags.UPPERCASE;
                        }
                        if ((f & ALT) != 0) {
                            ff |= FormattableFlags.ALTERNATE;
                        }
                        ((Formattable) arg).formatTo(fmt, ff, width, precision);
                        return;
                    }
                    if ((f & ALT) != 0) {
                        throw new FormatFlagsConversionMismatchException(flagsToString(ALT), 's');
                    }
                    printString(a, arg == null ? "null" : arg.toString());
                    return;
                case 'c':
                    printCharacter(a, arg);
                    return;
                case 'd':
                case 'o':
                case 'x':
                    printInteger(a, arg);
                    return;
                default:
                    printFloat(a, arg);
                    return;
            }
        }

        private String upper(String s) {
            return (f & UPPER) != 0 ? s.toUpperCase() : s;
        }

        private void printString(Appendable a, String s) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            justify(a, upper(s));
        }

        private void justify(Appendable a, CharSequence s) throws IOException {
            int pad = width - s.length();
            if (pad <= 0) {
                a.append(s);
                return;
            }
            if ((f & LEFT) != 0) {
                a.append(s);
                appendSpaces(a, pad);
            } else {
                appendSpaces(a, pad);
                a.append(s);
            }
        }

        private static void appendSpaces(Appendable a, int n) throws IOException {
            for (int i = 0; i < n; i++) {
                a.append(' ');
            }
        }

        private IllegalFormatConversionException failConversion(Object arg) {
            return new IllegalFormatConversionException(conv, arg.getClass());
        }

        private void printCharacter(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = String.valueOf(((Character) arg).charValue());
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int cp = ((Number) arg).intValue();
                if (cp < 0 || cp > 0x10FFFF) {
                    throw new IllegalFormatCodePointException(cp);
                }
                if (cp < 0x10000) {
                    s = String.valueOf((char) cp);
                } else {
                    char[] pair = new char[2];
                    pair[0] = (char) (((cp - 0x10000) >> 10) + 0xD800);
                    pair[1] = (char) (((cp - 0x10000) & 0x3ff) + 0xDC00);
                    s = new String(pair);
                }
            } else {
                throw failConversion(arg);
            }
            justify(a, upper(s));
        }

        private static boolean isBigInteger(Object arg) {
            return arg.getClass().getName().equals("java.math.BigInteger");
        }

        private static boolean isBigDecimal(Object arg) {
            return arg.getClass().getName().equals("java.math.BigDecimal");
        }

        private void printInteger(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            long v;
            int bits;
            if (arg instanceof Integer) {
                v = ((Integer) arg).intValue();
                bits = 32;
            } else if (arg instanceof Long) {
                v = ((Long) arg).longValue();
                bits = 64;
            } else if (arg instanceof Byte) {
                v = ((Byte) arg).byteValue();
                bits = 8;
            } else if (arg instanceof Short) {
                v = ((Short) arg).shortValue();
                bits = 16;
            } else if (isBigInteger(arg)) {
                printBigInteger(a, arg.toString());
                return;
            } else {
                throw failConversion(arg);
            }
            StringBuilder sb = new StringBuilder();
            if (conv == 'd') {
                boolean neg = v < 0;
                String digits = Long.toString(v);
                leadingSign(sb, neg);
                magnitude(sb, digits, neg ? 1 : 0, adjustWidth(width, neg));
                trailingSign(sb, neg);
            } else {
                checkBadFlags(PAREN, SPACE, PLUS);
                if (v < 0 && bits < 64) {
                    v += 1L << bits;
                }
                String s;
                int prefix;
                if (conv == 'o') {
                    s = Long.toOctalString(v);
                    prefix = (f & ALT) != 0 ? 1 : 0;
                    if (prefix != 0) {
                        sb.append('0');
                    }
                } else {
                    s = Long.toHexString(v);
                    prefix = (f & ALT) != 0 ? 2 : 0;
                    if (prefix != 0) {
                        sb.append((f & UPPER) != 0 ? "0X" : "0x");
                    }
                }
                if ((f & ZERO) != 0) {
                    for (int k = s.length() + prefix; k < width; k++) {
                        sb.append('0');
                    }
                }
                sb.append((f & UPPER) != 0 ? s.toUpperCase() : s);
            }
            justify(a, sb);
        }

        private void printBigInteger(Appendable a, String dec) throws IOException {
            boolean neg = dec.startsWith("-");
            String mag = neg ? dec.substring(1) : dec;
            StringBuilder sb = new StringBuilder();
            leadingSign(sb, neg);
            if (conv == 'd') {
                magnitude(sb, mag, 0, adjustWidth(width, neg));
            } else {
                String s = toRadix(mag, conv == 'o' ? 8 : 16);
                int len = s.length() + sb.length();
                if ((f & ALT) != 0) {
                    if (conv == 'o') {
                        sb.append('0');
                        len++;
                    } else {
                        sb.append((f & UPPER) != 0 ? "0X" : "0x");
                        len += 2;
                    }
                }
                if (neg && (f & PAREN) != 0) {
                    len++;
                }
                if ((f & ZERO) != 0) {
                    for (int k = len; k < width; k++) {
                        sb.append('0');
                    }
                }
                sb.append((f & UPPER) != 0 ? s.toUpperCase() : s);
            }
            trailingSign(sb, neg);
            justify(a, sb);
        }

        /** Converts a non-negative decimal digit string to the given radix. */
        private static String toRadix(String dec, int radix) {
            int n = dec.length();
            int[] digits = new int[n];
            for (int i = 0; i < n; i++) {
                digits[i] = dec.charAt(i) - '0';
            }
            StringBuilder out = new StringBuilder();
            int startIdx = 0;
            while (startIdx < n) {
                int rem = 0;
                for (int i = startIdx; i < n; i++) {
                    int cur = rem * 10 + digits[i];
                    digits[i] = cur / radix;
                    rem = cur % radix;
                }
                out.append(Character.forDigit(rem, radix));
                while (startIdx < n && digits[startIdx] == 0) {
                    startIdx++;
                }
            }
            if (out.length() == 0) {
                return "0";
            }
            return out.reverse().toString();
        }

        private int adjustWidth(int w, boolean neg) {
            if (w != -1 && neg && (f & PAREN) != 0) {
                return w - 1;
            }
            return w;
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if ((f & PLUS) != 0) {
                    sb.append('+');
                } else if ((f & SPACE) != 0) {
                    sb.append(' ');
                }
            } else {
                if ((f & PAREN) != 0) {
                    sb.append('(');
                } else {
                    sb.append('-');
                }
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && (f & PAREN) != 0) {
                sb.append(')');
            }
        }

        /**
         * Appends the digits of value[offset..] (which may contain a '.'), inserting grouping
         * separators when requested and zero padding up to the width.
         */
        private void magnitude(StringBuilder sb, CharSequence value, int offset, int w) {
            int begin = sb.length();
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            boolean group = (f & GROUP) != 0;
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append('.');
                    group = false;
                    continue;
                }
                sb.append(value.charAt(j));
                if (group && j != dot - 1 && ((dot - j) % 3 == 1)) {
                    sb.append(',');
                }
            }
            if (w != -1 && (f & ZERO) != 0) {
                int pad = w - sb.length();
                if (pad > 0) {
                    char[] zeros = new char[pad];
                    for (int k = 0; k < pad; k++) {
                        zeros[k] = '0';
                    }
                    sb.insert(begin, zeros);
                }
            }
        }

        private void printFloat(Appendable a, Object arg) throws IOException {
            if (arg == null) {
                printString(a, "null");
                return;
            }
            StringBuilder sb = new StringBuilder();
            if (arg instanceof Double || arg instanceof Float) {
                double value = ((Number) arg).doubleValue();
                if (value != value) {
                    sb.append((f & UPPER) != 0 ? "NAN" : "NaN");
                } else {
                    boolean neg = value < 0.0 || (value == 0.0 && 1.0 / value < 0.0);
                    double v = Math.abs(value);
                    leadingSign(sb, neg);
                    if (v == Double.POSITIVE_INFINITY) {
                        sb.append((f & UPPER) != 0 ? "INFINITY" : "Infinity");
                    } else if (conv == 'a') {
                        printHexFloat(sb, v, neg);
                    } else {
                        Digits d = Digits.parse(Double.toString(v));
                        printDecimal(sb, d, neg);
                    }
                    trailingSign(sb, neg);
                }
            } else if (isBigDecimal(arg)) {
                if (conv == 'a') {
                    throw failConversion(arg);
                }
                String text = arg.toString();
                boolean neg = text.startsWith("-");
                leadingSign(sb, neg);
                printDecimal(sb, Digits.parse(neg ? text.substring(1) : text), neg);
                trailingSign(sb, neg);
            } else {
                throw failConversion(arg);
            }
            justify(a, sb);
        }

        private void printDecimal(StringBuilder sb, Digits d, boolean neg) {
            boolean upper = (f & UPPER) != 0;
            if (conv == 'f') {
                int prec = precision == -1 ? 6 : precision;
                d.roundTo(d.point + prec);
                StringBuilder mant = d.fixed(prec);
                if ((f & ALT) != 0 && prec == 0) {
                    mant.append('.');
                }
                magnitude(sb, mant, 0, adjustWidth(width, neg));
            } else if (conv == 'e') {
                int prec = precision == -1 ? 6 : precision;
                String exp;
                StringBuilder mant;
                if (d.isZero()) {
                    mant = Digits.zeroMantissa(prec);
                    exp = "+00";
                } else {
                    d.roundTo(prec + 1);
                    mant = d.scientificMantissa(prec);
                    exp = d.exponentString();
                }
                if ((f & ALT) != 0 && prec == 0) {
                    mant.append('.');
                }
                int w = width == -1 ? -1 : adjustWidth(width - exp.length() - 1, neg);
                magnitude(sb, mant, 0, w);
                sb.append(upper ? 'E' : 'e');
                sb.append(exp);
            } else {
                // 'g'
                int prec = precision == -1 ? 6 : (precision == 0 ? 1 : precision);
                if (d.isZero()) {
                    StringBuilder mant = Digits.zeroMantissa(prec - 1);
                    magnitude(sb, mant, 0, adjustWidth(width, neg));
                    return;
                }
                d.roundTo(prec);
                int e = d.point - 1;
                if (e >= -4 && e < prec) {
                    StringBuilder mant = d.fixed(prec - 1 - e);
                    magnitude(sb, mant, 0, adjustWidth(width, neg));
                } else {
                    StringBuilder mant = d.scientificMantissa(prec - 1);
                    String exp = d.exponentString();
                    int w = width == -1 ? -1 : adjustWidth(width - exp.length() - 1, neg);
                    magnitude(sb, mant, 0, w);
                    sb.append(upper ? 'E' : 'e');
                    sb.append(exp);
                }
            }
        }

        private void printHexFloat(StringBuilder sb, double v, boolean neg) {
            int prec = precision == -1 ? 0 : (precision == 0 ? 1 : precision);
            String s = hexDouble(v, prec);
            boolean upper = (f & UPPER) != 0;
            sb.append(upper ? "0X" : "0x");
            int idx = s.indexOf('p');
            StringBuilder va = new StringBuilder();
            va.append(upper ? s.substring(0, idx).toUpperCase() : s.substring(0, idx));
            if (prec != 0) {
                int dot = va.indexOf(".");
                int have = dot < 0 ? 0 : va.length() - dot - 1;
                if (dot < 0) {
                    va.append('.');
                }
                for (int k = have; k < prec; k++) {
                    va.append('0');
                }
            }
            if ((f & ZERO) != 0) {
                int lead = ((f & (SPACE | PLUS)) != 0 || neg) ? 3 : 2;
                // like the JDK, the padding is computed from the unpadded digits
                for (int k = s.length() + lead; k < width; k++) {
                    sb.append('0');
                }
            }
            sb.append(va);
            sb.append(upper ? 'P' : 'p');
            sb.append(s, idx + 1, s.length());
        }

        /** The hexadecimal form of a non-negative finite double without "0x". prec 0 = exact. */
        private static String hexDouble(double d, int prec) {
            long bits = Double.doubleToRawLongBits(d);
            int biased = (int) ((bits >>> 52) & 0x7ff);
            long signif = bits & 0xFFFFFFFFFFFFFL;
            if (d == 0.0) {
                return "0.0p0";
            }
            if (prec == 0 || prec >= 13) {
                if (biased == 0) {
                    return "0." + hexFraction(signif, 13) + "p-1022";
                }
                return "1." + hexFraction(signif, 13) + "p" + (biased - 1023);
            }
            int exp;
            if (biased == 0) {
                // normalize a subnormal value
                exp = -1022;
                while ((signif & (1L << 52)) == 0) {
                    signif <<= 1;
                    exp--;
                }
                signif &= 0xFFFFFFFFFFFFFL;
            } else {
                exp = biased - 1023;
            }
            int shift = 52 - 4 * prec;
            long full = signif | (1L << 52);
            long kept = full >>> shift;
            long rest = full & ((1L << shift) - 1);
            long half = 1L << (shift - 1);
            if (rest > half || (rest == half && (kept & 1) != 0)) {
                kept++;
            }
            if ((kept >>> (4 * prec)) > 1) {
                kept >>>= 1;
                exp++;
            }
            long frac = (kept & ((1L << (4 * prec)) - 1)) << shift;
            return "1." + hexFraction(frac, 13) + "p" + exp;
        }

        private static String hexFraction(long frac, int nibbles) {
            StringBuilder sb = new StringBuilder();
            for (int i = nibbles - 1; i >= 0; i--) {
                sb.append(Character.forDigit((int) ((frac >>> (4 * i)) & 0xf), 16));
            }
            int len = sb.length();
            while (len > 1 && sb.charAt(len - 1) == '0') {
                len--;
            }
            sb.setLength(len);
            return sb.toString();
        }
    }

    /**
     * A positive decimal number as a digit string: value = 0.d1d2d3... * 10^point.
     * No leading zeros; an empty digit string means zero.
     */
    private static final class Digits {
        char[] digits;
        int n;
        int point;

        static Digits parse(String s) {
            Digits d = new Digits();
            int len = s.length();
            int e = s.indexOf('E');
            int mantEnd = e < 0 ? len : e;
            int exp = 0;
            if (e >= 0) {
                int i = e + 1;
                boolean negExp = false;
                if (i < len && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                    negExp = s.charAt(i) == '-';
                    i++;
                }
                for (; i < len; i++) {
                    exp = exp * 10 + (s.charAt(i) - '0');
                }
                if (negExp) {
                    exp = -exp;
                }
            }
            char[] buf = new char[mantEnd];
            int count = 0;
            int intDigits = -1;
            for (int i = 0; i < mantEnd; i++) {
                char c = s.charAt(i);
                if (c == '.') {
                    intDigits = count;
                } else if (c >= '0' && c <= '9') {
                    buf[count++] = c;
                }
            }
            if (intDigits < 0) {
                intDigits = count;
            }
            int lead = 0;
            while (lead < count && buf[lead] == '0') {
                lead++;
            }
            int trail = count;
            while (trail > lead && buf[trail - 1] == '0') {
                trail--;
            }
            d.n = trail - lead;
            d.digits = new char[d.n + 1];
            System.arraycopy(buf, lead, d.digits, 0, d.n);
            d.point = d.n == 0 ? 1 : intDigits - lead + exp;
            return d;
        }

        boolean isZero() {
            return n == 0;
        }

        /** Keeps the first k digits, rounding half-up on the discarded ones. */
        void roundTo(int k) {
            if (n == 0 || k >= n) {
                return;
            }
            if (k < 0) {
                n = 0;
                return;
            }
            boolean up = digits[k] >= '5';
            n = k;
            if (up) {
                int i = k - 1;
                while (i >= 0 && digits[i] == '9') {
                    i--;
                }
                if (i < 0) {
                    digits[0] = '1';
                    n = 1;
                    point++;
                } else {
                    digits[i]++;
                    n = i + 1;
                }
            }
            while (n > 0 && digits[n - 1] == '0') {
                n--;
            }
        }

        private char digitAt(int pos) {
            return pos >= 0 && pos < n ? digits[pos] : '0';
        }

        /** The value in plain notation with exactly prec fraction digits (no extra rounding). */
        StringBuilder fixed(int prec) {
            StringBuilder sb = new StringBuilder();
            int p = n == 0 ? 0 : point;
            if (p <= 0) {
                sb.append('0');
            } else {
                for (int i = 0; i < p; i++) {
                    sb.append(digitAt(i));
                }
            }
            if (prec > 0) {
                sb.append('.');
                for (int i = 0; i < prec; i++) {
                    sb.append(digitAt(p + i));
                }
            }
            return sb;
        }

        StringBuilder scientificMantissa(int prec) {
            StringBuilder sb = new StringBuilder();
            sb.append(digitAt(0));
            if (prec > 0) {
                sb.append('.');
                for (int i = 1; i <= prec; i++) {
                    sb.append(digitAt(i));
                }
            }
            return sb;
        }

        static StringBuilder zeroMantissa(int prec) {
            StringBuilder sb = new StringBuilder("0");
            if (prec > 0) {
                sb.append('.');
                for (int i = 0; i < prec; i++) {
                    sb.append('0');
                }
            }
            return sb;
        }

        String exponentString() {
            int e = n == 0 ? 0 : point - 1;
            StringBuilder sb = new StringBuilder();
            sb.append(e < 0 ? '-' : '+');
            int ae = Math.abs(e);
            if (ae < 10) {
                sb.append('0');
            }
            sb.append(ae);
            return sb.toString();
        }
    }

    // ------------------------------------------------------------------ date/time

    private void printDateTime(Spec fs, Object arg) throws IOException {
        if (arg == null) {
            fs.printString(a, "null");
            return;
        }
        long millis;
        if (arg instanceof Long) {
            millis = ((Long) arg).longValue();
        } else {
            throw new IllegalFormatConversionException(fs.conv, arg.getClass());
        }
        // UTC calendar fields
        long days = Math.floorDiv(millis, 86400000L);
        int msOfDay = (int) Math.floorMod(millis, 86400000L);
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        int day = (int) (doy - (153 * mp + 2) / 5 + 1);
        int month = (int) (mp < 10 ? mp + 3 : mp - 9);
        int year = (int) (month <= 2 ? y + 1 : y);
        int hour = msOfDay / 3600000;
        int minute = (msOfDay / 60000) % 60;
        int second = (msOfDay / 1000) % 60;
        int milli = msOfDay % 1000;
        int dow = (int) Math.floorMod(days + 4, 7L); // 0 = Sunday
        String[] monthNames = {"January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December"};
        String[] dayNames = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
        String s;
        switch (fs.conv) {
            case 'Y': s = pad(year, 4); break;
            case 'y': s = pad(year % 100, 2); break;
            case 'C': s = pad(year / 100, 2); break;
            case 'm': s = pad(month, 2); break;
            case 'd': s = pad(day, 2); break;
            case 'e': s = Integer.toString(day); break;
            case 'H': s = pad(hour, 2); break;
            case 'k': s = Integer.toString(hour); break;
            case 'I': s = pad(hour % 12 == 0 ? 12 : hour % 12, 2); break;
            case 'l': s = Integer.toString(hour % 12 == 0 ? 12 : hour % 12); break;
            case 'M': s = pad(minute, 2); break;
            case 'S': s = pad(second, 2); break;
            case 'L': s = pad(milli, 3); break;
            case 'N': s = pad(milli * 1000000, 9); break;
            case 'p': s = hour < 12 ? "am" : "pm"; break;
            case 'z': s = "+0000"; break;
            case 'Z': s = "UTC"; break;
            case 's': s = Long.toString(Math.floorDiv(millis, 1000L)); break;
            case 'Q': s = Long.toString(millis); break;
            case 'B': s = monthNames[month - 1]; break;
            case 'b': case 'h': s = monthNames[month - 1].substring(0, 3); break;
            case 'A': s = dayNames[dow]; break;
            case 'a': s = dayNames[dow].substring(0, 3); break;
            case 'j': s = pad((int) (days - daysFromCivil(year, 1, 1)) + 1, 3); break;
            case 'R': s = pad(hour, 2) + ":" + pad(minute, 2); break;
            case 'T': s = pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2); break;
            case 'r': s = pad(hour % 12 == 0 ? 12 : hour % 12, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2)
                    + " " + (hour < 12 ? "AM" : "PM"); break;
            case 'D': s = pad(month, 2) + "/" + pad(day, 2) + "/" + pad(year % 100, 2); break;
            case 'F': s = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2); break;
            default: // 'c'
                s = dayNames[dow].substring(0, 3) + " " + monthNames[month - 1].substring(0, 3) + " " + pad(day, 2)
                    + " " + pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) + " UTC " + pad(year, 4);
                break;
        }
        fs.printString(a, s);
    }

    private static long daysFromCivil(int y, int m, int d) {
        long yy = m <= 2 ? y - 1 : y;
        long era = Math.floorDiv(yy, 400);
        long yoe = yy - era * 400;
        long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    private static String pad(int v, int width) {
        String s = Integer.toString(v);
        if (s.length() >= width) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = s.length(); i < width; i++) {
            sb.append('0');
        }
        return sb.append(s).toString();
    }
}
