package java.lang;

/**
 * The char wrapper and character classification. ASCII and Latin-1 are answered from a
 * table in Java; other code points use the VM's Unicode natives (isLetter0 etc.) and
 * small range tables (approximate for getType outside Latin-1).
 */
public final class Character implements java.io.Serializable, Comparable<Character> {
    private static final long serialVersionUID = 3786198910865385080L;

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';

    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final byte DIRECTIONALITY_UNDEFINED = -1;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT = 0;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT = 1;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC = 2;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER = 3;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_SEPARATOR = 4;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_TERMINATOR = 5;
    public static final byte DIRECTIONALITY_ARABIC_NUMBER = 6;
    public static final byte DIRECTIONALITY_COMMON_NUMBER_SEPARATOR = 7;
    public static final byte DIRECTIONALITY_NONSPACING_MARK = 8;
    public static final byte DIRECTIONALITY_BOUNDARY_NEUTRAL = 9;
    public static final byte DIRECTIONALITY_PARAGRAPH_SEPARATOR = 10;
    public static final byte DIRECTIONALITY_SEGMENT_SEPARATOR = 11;
    public static final byte DIRECTIONALITY_WHITESPACE = 12;
    public static final byte DIRECTIONALITY_OTHER_NEUTRALS = 13;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    // Latin-1 properties: bits 0-4 general category, then the flags below (generated from
    // the behaviour of the JDK's Character for U+0000..U+00FF).
    private static final int F_UPPER = 1 << 5;
    private static final int F_LOWER = 1 << 6;
    private static final int F_WHITESPACE = 1 << 7;
    private static final int F_ALPHABETIC = 1 << 8;
    private static final int F_JSTART = 1 << 9;
    private static final int F_JPART = 1 << 10;
    private static final int F_IGNORABLE = 1 << 11;
    private static final int F_USTART = 1 << 12;
    private static final int F_UPART = 1 << 13;
    private static final int F_MIRRORED = 1 << 14;

    private static final String LATIN1 = "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u008f\u008f\u008f\u008f\u008f\u2c0f\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u008f\u008f\u008f\u008f"
            + "\u008c\u0018\u0018\u0018\u061a\u0018\u0018\u0018\u4015\u4016\u0018\u0019\u0018\u0014\u0018\u0018"
            + "\u2409\u2409\u2409\u2409\u2409\u2409\u2409\u2409\u2409\u2409\u0018\u0018\u4019\u0019\u4019\u0018"
            + "\u0018\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721"
            + "\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u4015\u0018\u4016\u001b\u2617"
            + "\u001b\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u4015\u0019\u4016\u0019\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f"
            + "\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f\u2c0f"
            + "\u000c\u0018\u061a\u061a\u061a\u061a\u001c\u0018\u001b\u001c\u3745\u401d\u0019\u2c10\u001c\u001b"
            + "\u001c\u0019\u000b\u000b\u001b\u3742\u0018\u2018\u001b\u000b\u3745\u401e\u000b\u000b\u000b\u0018"
            + "\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3721"
            + "\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u0019\u3721\u3721\u3721\u3721\u3721\u3721\u3721\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742"
            + "\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u0019\u3742\u3742\u3742\u3742\u3742\u3742\u3742\u3742";

    private final char value;

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    private static final class CharacterCache {
        static final Character[] cache = new Character[128];

        static {
            for (int i = 0; i < cache.length; i++) {
                cache[i] = new Character((char) i);
            }
        }
    }

    public static Character valueOf(char c) {
        if (c <= 127) {
            return CharacterCache.cache[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Character) {
            return value == ((Character) obj).value;
        }
        return false;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return String.valueOf(toChars(codePoint));
    }

    public int compareTo(Character anotherCharacter) {
        return compare(this.value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ------------------------------------------------------------------ code points

    public static boolean isValidCodePoint(int codePoint) {
        int plane = codePoint >>> 16;
        return plane < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch < (MAX_HIGH_SURROGATE + 1);
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch < (MAX_LOW_SURROGATE + 1);
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < (MAX_SURROGATE + 1);
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAtImpl(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointAtImpl(a, index, limit);
    }

    static int codePointAtImpl(char[] a, int index, int limit) {
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBeforeImpl(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || start >= a.length) {
            throw new IndexOutOfBoundsException();
        }
        return codePointBeforeImpl(a, index, start);
    }

    static int codePointBeforeImpl(char[] a, int index, int start) {
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        } else if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        } else {
            throw new IllegalArgumentException(invalidCodePoint(codePoint));
        }
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] { (char) codePoint };
        } else if (isValidCodePoint(codePoint)) {
            return new char[] { highSurrogate(codePoint), lowSurrogate(codePoint) };
        } else {
            throw new IllegalArgumentException(invalidCodePoint(codePoint));
        }
    }

    private static String invalidCodePoint(int codePoint) {
        return "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase();
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex;) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        return codePointCountImpl(a, offset, count);
    }

    static int codePointCountImpl(char[] a, int offset, int count) {
        int endIndex = offset + count;
        int n = count;
        for (int i = offset; i < endIndex;) {
            if (isHighSurrogate(a[i++]) && i < endIndex && isLowSurrogate(a[i])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    public static int offsetByCodePoints(char[] a, int start, int count, int index, int codePointOffset) {
        if (count > a.length - start || start < 0 || count < 0 || index < start || index > start + count) {
            throw new IndexOutOfBoundsException();
        }
        return offsetByCodePointsImpl(a, start, count, index, codePointOffset);
    }

    static int offsetByCodePointsImpl(char[] a, int start, int count, int index, int codePointOffset) {
        int x = index;
        if (codePointOffset >= 0) {
            int limit = start + count;
            int i;
            for (i = 0; x < limit && i < codePointOffset; i++) {
                if (isHighSurrogate(a[x++]) && x < limit && isLowSurrogate(a[x])) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > start && i < 0; i++) {
                if (isLowSurrogate(a[--x]) && x > start && isHighSurrogate(a[x - 1])) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    // ------------------------------------------------------------------ classification

    static native boolean isLetter0(int codePoint);

    static native boolean isDigit0(int codePoint);

    static native boolean isUpperCase0(int codePoint);

    static native boolean isLowerCase0(int codePoint);

    static native boolean isAlphabetic0(int codePoint);

    static native boolean isWhitespace0(int codePoint);

    static native int toUpperCase0(int codePoint);

    static native int toLowerCase0(int codePoint);

    private static int latin1(int c) {
        return LATIN1.charAt(c);
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_LOWER) != 0;
        }
        return isLowerCase0(codePoint);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_UPPER) != 0;
        }
        return isUpperCase0(codePoint);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int codePoint) {
        int c = codePoint;
        return c == 0x01C5 || c == 0x01C8 || c == 0x01CB || c == 0x01F2 || (c >= 0x1F88 && c <= 0x1F8F)
                || (c >= 0x1F98 && c <= 0x1F9F) || (c >= 0x1FA8 && c <= 0x1FAF) || c == 0x1FBC || c == 0x1FCC
                || c == 0x1FFC;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= '0' && codePoint <= '9';
        }
        return isDigit0(codePoint);
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0;
        }
        return getType(codePoint) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int codePoint) {
        if (codePoint < 256) {
            if (codePoint < 0) {
                return false;
            }
            int t = latin1(codePoint) & 0x1f;
            return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
        }
        return isLetter0(codePoint) && !isLetterNumber(codePoint);
    }

    /** General category Nl (letter numbers such as Roman numerals), which are not letters. */
    private static boolean isLetterNumber(int c) {
        return (c >= 0x2160 && c <= 0x2182) || (c >= 0x2185 && c <= 0x2188) || c == 0x3007
                || (c >= 0x3021 && c <= 0x3029) || (c >= 0x3038 && c <= 0x303A) || (c >= 0x16EE && c <= 0x16F0)
                || (c >= 0x10140 && c <= 0x10174) || c == 0x10341 || c == 0x1034A || (c >= 0x103D1 && c <= 0x103D5)
                || (c >= 0x12400 && c <= 0x1246E);
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int codePoint) {
        return isLetter(codePoint) || isDigit(codePoint);
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isAlphabetic(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_ALPHABETIC) != 0;
        }
        return isAlphabetic0(codePoint);
    }

    public static boolean isIdeographic(int codePoint) {
        int c = codePoint;
        return (c >= 0x3006 && c <= 0x3007) || (c >= 0x3021 && c <= 0x3029) || (c >= 0x3038 && c <= 0x303A)
                || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAD9)
                || (c >= 0x17000 && c <= 0x18CFF) || (c >= 0x1B170 && c <= 0x1B2FB)
                || (c >= 0x20000 && c <= 0x3134A);
    }

    private static boolean isCurrency(int c) {
        return (c >= 0x20A0 && c <= 0x20C0) || c == 0x058F || c == 0x060B || c == 0x09F2 || c == 0x09F3
                || c == 0x0E3F || c == 0x17DB || c == 0xFDFC || c == 0xFE69 || c == 0xFF04 || c == 0xFFE0
                || c == 0xFFE1 || c == 0xFFE5 || c == 0xFFE6;
    }

    private static boolean isConnector(int c) {
        return c == 0x203F || c == 0x2040 || c == 0x2054 || c == 0xFE33 || c == 0xFE34 || (c >= 0xFE4D && c <= 0xFE4F)
                || c == 0xFF3F;
    }

    private static boolean isMark(int c) {
        return (c >= 0x0300 && c <= 0x036F) || (c >= 0x0483 && c <= 0x0489) || (c >= 0x0591 && c <= 0x05BD)
                || (c >= 0x0610 && c <= 0x061A) || (c >= 0x064B && c <= 0x065F) || (c >= 0x0900 && c <= 0x0903)
                || (c >= 0x093A && c <= 0x094F) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF)
                || (c >= 0x20D0 && c <= 0x20F0) || (c >= 0xFE20 && c <= 0xFE2F);
    }

    private static boolean isFormat(int c) {
        return c == 0x00AD || (c >= 0x0600 && c <= 0x0605) || c == 0x061C || c == 0x06DD || c == 0x070F
                || c == 0x180E || (c >= 0x200B && c <= 0x200F) || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 && c <= 0x206F) || c == 0xFEFF
                || (c >= 0xFFF9 && c <= 0xFFFB) || (c >= 0xE0001 && c <= 0xE007F);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_JSTART) != 0;
        }
        return isLetter(codePoint) || isCurrency(codePoint) || isConnector(codePoint)
                || isLetterNumber(codePoint);
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_JPART) != 0;
        }
        return isJavaIdentifierStart(codePoint) || isDigit0(codePoint) || isMark(codePoint)
                || isIdentifierIgnorable(codePoint);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_USTART) != 0;
        }
        return isLetter(codePoint) || isLetterNumber(codePoint);
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_UPART) != 0;
        }
        return isUnicodeIdentifierStart(codePoint) || isConnector(codePoint) || isDigit0(codePoint)
                || isMark(codePoint) || isIdentifierIgnorable(codePoint);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_IGNORABLE) != 0;
        }
        return isFormat(codePoint);
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return (ch <= 0x0020) && (((((1L << 0x0009) | (1L << 0x000A) | (1L << 0x000C) | (1L << 0x000D)
                | (1L << 0x0020)) >> ch) & 1L) != 0);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int codePoint) {
        if (codePoint < 256) {
            return codePoint == ' ' || codePoint == 0xA0;
        }
        int c = codePoint;
        return c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F
                || c == 0x205F || c == 0x3000;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_WHITESPACE) != 0;
        }
        return isWhitespace0(codePoint);
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int codePoint) {
        return codePoint <= 0x9F && (codePoint >= 0x7F || (codePoint >>> 5 == 0));
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int codePoint) {
        if (codePoint < 256) {
            return codePoint >= 0 && (latin1(codePoint) & F_MIRRORED) != 0;
        }
        int c = codePoint;
        return (c >= 0x2039 && c <= 0x203A) || (c >= 0x2045 && c <= 0x2046) || (c >= 0x207D && c <= 0x207E)
                || (c >= 0x208D && c <= 0x208E) || (c >= 0x2208 && c <= 0x220D) || (c >= 0x2264 && c <= 0x226B)
                || (c >= 0x2308 && c <= 0x230B) || (c >= 0x2329 && c <= 0x232A) || (c >= 0x27E6 && c <= 0x27EF)
                || (c >= 0x2983 && c <= 0x2998) || (c >= 0x3008 && c <= 0x3011) || (c >= 0x3014 && c <= 0x301B)
                || (c >= 0xFF08 && c <= 0xFF09) || c == 0xFF1C || c == 0xFF1E || c == 0xFF3B || c == 0xFF3D
                || c == 0xFF5B || c == 0xFF5D || (c >= 0xFF5F && c <= 0xFF60) || (c >= 0xFF62 && c <= 0xFF63);
    }

    public static int getType(char ch) {
        return getType((int) ch);
    }

    /**
     * General category. Exact for Latin-1; elsewhere derived from the Unicode natives and a few
     * range tables (approximate for rarely used categories).
     */
    public static int getType(int codePoint) {
        int c = codePoint;
        if (c < 256) {
            return c < 0 ? UNASSIGNED : (latin1(c) & 0x1f);
        }
        if (c > MAX_CODE_POINT) {
            return UNASSIGNED;
        }
        if (c >= 0xD800 && c <= 0xDFFF) {
            return SURROGATE;
        }
        if ((c >= 0xE000 && c <= 0xF8FF) || c >= 0xF0000) {
            return PRIVATE_USE;
        }
        if (isLetterNumber(c)) {
            return LETTER_NUMBER;
        }
        if (isUpperCase0(c) && isLetter0(c)) {
            return UPPERCASE_LETTER;
        }
        if (isLowerCase0(c) && isLetter0(c)) {
            return LOWERCASE_LETTER;
        }
        if (isTitleCase(c)) {
            return TITLECASE_LETTER;
        }
        if (isLetter0(c)) {
            if ((c >= 0x02B0 && c <= 0x02C1) || (c >= 0x02C6 && c <= 0x02D1) || (c >= 0x02E0 && c <= 0x02E4)
                    || c == 0x02EC || c == 0x02EE || c == 0x3005 || (c >= 0x3031 && c <= 0x3035) || c == 0xFF70
                    || c == 0xFF9E || c == 0xFF9F) {
                return MODIFIER_LETTER;
            }
            return OTHER_LETTER;
        }
        if (isDigit0(c)) {
            return DECIMAL_DIGIT_NUMBER;
        }
        if (c == 0x2028) {
            return LINE_SEPARATOR;
        }
        if (c == 0x2029) {
            return PARAGRAPH_SEPARATOR;
        }
        if (isSpaceChar(c)) {
            return SPACE_SEPARATOR;
        }
        if (isFormat(c)) {
            return FORMAT;
        }
        if (isMark(c)) {
            return NON_SPACING_MARK;
        }
        if (isCurrency(c)) {
            return CURRENCY_SYMBOL;
        }
        if (isConnector(c)) {
            return CONNECTOR_PUNCTUATION;
        }
        if ((c >= 0x2070 && c <= 0x2079) || (c >= 0x2080 && c <= 0x2089) || (c >= 0x2150 && c <= 0x215F)
                || (c >= 0x2460 && c <= 0x249B) || (c >= 0x24EA && c <= 0x24FF) || (c >= 0x2776 && c <= 0x2793)) {
            return OTHER_NUMBER;
        }
        if (c >= 0x2010 && c <= 0x2015) {
            return DASH_PUNCTUATION;
        }
        if (c == 0x2018 || c == 0x201B || c == 0x201C || c == 0x201F || c == 0x2039) {
            return INITIAL_QUOTE_PUNCTUATION;
        }
        if (c == 0x2019 || c == 0x201D || c == 0x203A) {
            return FINAL_QUOTE_PUNCTUATION;
        }
        if (c == 0x201A || c == 0x201E || c == 0x2045 || c == 0x207D || c == 0x208D || c == 0x2308 || c == 0x230A
                || c == 0x2329 || c == 0x3008 || c == 0x300A || c == 0x300C || c == 0x300E || c == 0x3010
                || c == 0xFF08 || c == 0xFF3B || c == 0xFF5B) {
            return START_PUNCTUATION;
        }
        if (c == 0x2046 || c == 0x207E || c == 0x208E || c == 0x2309 || c == 0x230B || c == 0x232A || c == 0x3009
                || c == 0x300B || c == 0x300D || c == 0x300F || c == 0x3011 || c == 0xFF09 || c == 0xFF3D
                || c == 0xFF5D) {
            return END_PUNCTUATION;
        }
        if ((c >= 0x2016 && c <= 0x2017) || (c >= 0x2020 && c <= 0x2027) || (c >= 0x2030 && c <= 0x2038)
                || (c >= 0x203B && c <= 0x203E) || (c >= 0x2041 && c <= 0x2043) || (c >= 0x3001 && c <= 0x3003)
                || c == 0x037E || c == 0x0387 || c == 0x055C || c == 0x0589 || c == 0x060C || c == 0x061F
                || c == 0x0964 || c == 0x0965 || (c >= 0xFF01 && c <= 0xFF03) || (c >= 0xFF05 && c <= 0xFF07)
                || c == 0xFF0C || c == 0xFF0E || c == 0xFF0F || c == 0xFF1A || c == 0xFF1B || c == 0xFF1F
                || c == 0xFF20) {
            return OTHER_PUNCTUATION;
        }
        if ((c >= 0x2190 && c <= 0x2194) || (c >= 0x2200 && c <= 0x22FF) || (c >= 0x27C0 && c <= 0x27C4)
                || (c >= 0x2A00 && c <= 0x2AFF) || c == 0x2044 || c == 0x2052 || c == 0x03F6 || c == 0xFF0B
                || (c >= 0xFF1C && c <= 0xFF1E) || c == 0xFF5C || c == 0xFF5E) {
            return MATH_SYMBOL;
        }
        if ((c >= 0x02C2 && c <= 0x02C5) || (c >= 0x02D2 && c <= 0x02DF) || c == 0xFF3E || c == 0xFF40) {
            return MODIFIER_SYMBOL;
        }
        if ((c >= 0x0378 && c <= 0x0379) || (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE) {
            return UNASSIGNED;
        }
        return OTHER_SYMBOL;
    }

    public static byte getDirectionality(char ch) {
        return getDirectionality((int) ch);
    }

    public static byte getDirectionality(int codePoint) {
        if (codePoint < 0 || codePoint > MAX_CODE_POINT) {
            return DIRECTIONALITY_UNDEFINED;
        }
        if (isLetter(codePoint)) {
            if ((codePoint >= 0x0590 && codePoint <= 0x05FF) || (codePoint >= 0xFB1D && codePoint <= 0xFB4F)) {
                return DIRECTIONALITY_RIGHT_TO_LEFT;
            }
            if ((codePoint >= 0x0600 && codePoint <= 0x06FF) || (codePoint >= 0xFB50 && codePoint <= 0xFEFC)) {
                return DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC;
            }
            return DIRECTIONALITY_LEFT_TO_RIGHT;
        }
        if (codePoint >= '0' && codePoint <= '9') {
            return DIRECTIONALITY_EUROPEAN_NUMBER;
        }
        if (codePoint == '\n' || codePoint == '\r' || codePoint == 0x1C || codePoint == 0x1D || codePoint == 0x1E
                || codePoint == 0x85 || codePoint == 0x2029) {
            return DIRECTIONALITY_PARAGRAPH_SEPARATOR;
        }
        if (codePoint == '\t' || codePoint == 0x0B || codePoint == 0x1F) {
            return DIRECTIONALITY_SEGMENT_SEPARATOR;
        }
        if (codePoint == ' ' || codePoint == '\f' || isSpaceChar(codePoint)) {
            return DIRECTIONALITY_WHITESPACE;
        }
        if (codePoint == '+' || codePoint == '-') {
            return DIRECTIONALITY_EUROPEAN_NUMBER_SEPARATOR;
        }
        if (codePoint == '#' || codePoint == '$' || codePoint == '%' || (codePoint >= 0xA2 && codePoint <= 0xA5)
                || codePoint == 0xB0 || codePoint == 0xB1) {
            return DIRECTIONALITY_EUROPEAN_NUMBER_TERMINATOR;
        }
        if (codePoint == ',' || codePoint == '.' || codePoint == '/' || codePoint == ':' || codePoint == 0xA0) {
            return DIRECTIONALITY_COMMON_NUMBER_SEPARATOR;
        }
        if (codePoint < 0x20 || (codePoint >= 0x7F && codePoint < 0xA0) || isFormat(codePoint)) {
            return DIRECTIONALITY_BOUNDARY_NEUTRAL;
        }
        if (isMark(codePoint)) {
            return DIRECTIONALITY_NONSPACING_MARK;
        }
        return DIRECTIONALITY_OTHER_NEUTRALS;
    }

    // ------------------------------------------------------------------ case mapping

    public static char toLowerCase(char ch) {
        if (ch < 0x80) {
            return (ch >= 'A' && ch <= 'Z') ? (char) (ch + 32) : ch;
        }
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int codePoint) {
        int c = codePoint;
        if (c < 256) {
            if ((c >= 'A' && c <= 'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7)) {
                return c + 32;
            }
            return c;
        }
        if (c > MAX_CODE_POINT) {
            return c;
        }
        if (c == 0x130) {
            return 'i';
        }
        return toLowerCase0(c);
    }

    public static char toUpperCase(char ch) {
        if (ch < 0x80) {
            return (ch >= 'a' && ch <= 'z') ? (char) (ch - 32) : ch;
        }
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int codePoint) {
        int c = codePoint;
        if (c < 256) {
            if ((c >= 'a' && c <= 'z') || (c >= 0xE0 && c <= 0xFE && c != 0xF7)) {
                return c - 32;
            }
            if (c == 0xB5) {
                return 0x39C;
            }
            if (c == 0xFF) {
                return 0x178;
            }
            return c;
        }
        if (c > MAX_CODE_POINT) {
            return c;
        }
        return toUpperCase0(c);
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int codePoint) {
        int c = codePoint;
        if (c >= 0x01C4 && c <= 0x01CC) {
            // DŽ Dž dž, LJ Lj lj, NJ Nj nj
            return 0x01C5 + ((c - 0x01C4) / 3) * 3;
        }
        if (c >= 0x01F1 && c <= 0x01F3) {
            return 0x01F2;
        }
        if (isTitleCase(c)) {
            return c;
        }
        return toUpperCase(c);
    }

    // ------------------------------------------------------------------ digits

    /** Value of a Unicode decimal digit: digits come in runs of ten starting at zero. */
    private static int decimalDigitValue(int codePoint) {
        int c = codePoint;
        while (c > 0 && isDigit0(c - 1) && codePoint - c < 100) {
            c--;
        }
        return (codePoint - c) % 10;
    }

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int codePoint, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int v;
        int c = codePoint;
        if (c >= '0' && c <= '9') {
            v = c - '0';
        } else if (c >= 'a' && c <= 'z') {
            v = c - 'a' + 10;
        } else if (c >= 'A' && c <= 'Z') {
            v = c - 'A' + 10;
        } else if (c < 256) {
            return -1;
        } else if (c >= 0xFF21 && c <= 0xFF3A) {
            v = c - 0xFF21 + 10;
        } else if (c >= 0xFF41 && c <= 0xFF5A) {
            v = c - 0xFF41 + 10;
        } else if (isDigit0(c)) {
            v = decimalDigitValue(c);
        } else {
            return -1;
        }
        return v < radix ? v : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int codePoint) {
        int c = codePoint;
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        if (c < 256) {
            if (c == 0xB2) {
                return 2;
            }
            if (c == 0xB3) {
                return 3;
            }
            if (c == 0xB9) {
                return 1;
            }
            if (c >= 0xBC && c <= 0xBE) {
                return -2;
            }
            return -1;
        }
        if (c >= 0xFF21 && c <= 0xFF3A) {
            return c - 0xFF21 + 10;
        }
        if (c >= 0xFF41 && c <= 0xFF5A) {
            return c - 0xFF41 + 10;
        }
        if (c >= 0x2160 && c <= 0x216B) {
            return ROMAN[c - 0x2160];
        }
        if (c >= 0x2170 && c <= 0x217B) {
            return ROMAN[c - 0x2170];
        }
        if (c >= 0x2460 && c <= 0x2473) {
            return c - 0x2460 + 1;
        }
        if (c >= 0x2474 && c <= 0x2487) {
            return c - 0x2474 + 1;
        }
        if (c >= 0x2488 && c <= 0x249B) {
            return c - 0x2488 + 1;
        }
        if (isDigit0(c)) {
            return decimalDigitValue(c);
        }
        return -1;
    }

    private static final int[] ROMAN = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 };

    public static char forDigit(int digit, int radix) {
        if ((digit >= radix) || (digit < 0)) {
            return '\0';
        }
        if ((radix < MIN_RADIX) || (radix > MAX_RADIX)) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    public static String getName(int codePoint) {
        if (!isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException(
                    String.format("Not a valid Unicode code point: 0x%X", codePoint));
        }
        return null;
    }
}
