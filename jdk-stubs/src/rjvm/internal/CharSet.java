package rjvm.internal;

import java.util.ArrayList;

/** A character class of the regex engine. */
final class CharSet {
    static final int P_DIGIT = 0;
    static final int P_SPACE = 1;
    static final int P_WORD = 2;
    static final int P_HSPACE = 3;
    static final int P_VSPACE = 4;
    static final int P_LOWER = 5;
    static final int P_UPPER = 6;
    static final int P_ASCII = 7;
    static final int P_ALPHA = 8;
    static final int P_ALNUM = 9;
    static final int P_PUNCT = 10;
    static final int P_GRAPH = 11;
    static final int P_PRINT = 12;
    static final int P_BLANK = 13;
    static final int P_CNTRL = 14;
    static final int P_XDIGIT = 15;
    static final int P_JLOWER = 16;
    static final int P_JUPPER = 17;
    static final int P_JWHITESPACE = 18;
    static final int P_JLETTER = 19;
    static final int P_JDIGIT = 20;
    static final int P_JLETTERORDIGIT = 21;
    static final int P_JALPHABETIC = 22;
    static final int P_ULETTER = 23;
    static final int P_UUPPER = 24;
    static final int P_ULOWER = 25;
    static final int P_UDIGIT = 26;
    static final int P_UPUNCT = 27;
    static final int P_UALPHABETIC = 28;
    static final int P_UWHITE = 29;
    static final int P_ANY = 30;
    static final int P_UNUMBER = 31;
    static final int P_USPACESEP = 32;
    static final int P_USYMBOL = 33;
    static final int P_LATIN1 = 34;
    static final int P_UCNTRL = 35;

    boolean negated;
    boolean caseInsensitive;
    boolean unicodeCase;
    int[] ranges;
    int nranges;
    ArrayList<CharSet> unions;
    int pred = -1;
    CharSet intersectA;
    CharSet intersectB;

    static CharSet pred(int id, boolean negate) {
        CharSet s = new CharSet();
        s.pred = id;
        s.negated = negate;
        return s;
    }

    static int propertyId(String name) {
        String n = name;
        if (n.startsWith("Is") && n.length() > 2) {
            String m = n.substring(2);
            int id = unicodeId(m);
            if (id >= 0) {
                return id;
            }
        }
        if (n.equals("Lower")) return P_LOWER;
        if (n.equals("Upper")) return P_UPPER;
        if (n.equals("ASCII")) return P_ASCII;
        if (n.equals("Alpha")) return P_ALPHA;
        if (n.equals("Digit")) return P_DIGIT;
        if (n.equals("Alnum")) return P_ALNUM;
        if (n.equals("Punct")) return P_PUNCT;
        if (n.equals("Graph")) return P_GRAPH;
        if (n.equals("Print")) return P_PRINT;
        if (n.equals("Blank")) return P_BLANK;
        if (n.equals("Cntrl")) return P_CNTRL;
        if (n.equals("XDigit")) return P_XDIGIT;
        if (n.equals("Space")) return P_SPACE;
        if (n.equals("javaLowerCase")) return P_JLOWER;
        if (n.equals("javaUpperCase")) return P_JUPPER;
        if (n.equals("javaWhitespace")) return P_JWHITESPACE;
        if (n.equals("javaLetter")) return P_JLETTER;
        if (n.equals("javaDigit")) return P_JDIGIT;
        if (n.equals("javaLetterOrDigit")) return P_JLETTERORDIGIT;
        if (n.equals("javaAlphabetic")) return P_JALPHABETIC;
        if (n.equals("InBasicLatin")) return P_ASCII;
        if (n.equals("InLatin-1Supplement") || n.equals("InLatin1Supplement")) return P_LATIN1;
        return unicodeId(n);
    }

    private static int unicodeId(String n) {
        if (n.equals("L") || n.equals("Letter") || n.equals("gc=L")) return P_ULETTER;
        if (n.equals("Lu") || n.equals("Uppercase") || n.equals("Uppercase_Letter")) return P_UUPPER;
        if (n.equals("Ll") || n.equals("Lowercase") || n.equals("Lowercase_Letter")) return P_ULOWER;
        if (n.equals("Nd") || n.equals("Digit") || n.equals("Decimal_Digit_Number")) return P_UDIGIT;
        if (n.equals("N") || n.equals("Number")) return P_UNUMBER;
        if (n.equals("P") || n.equals("Punct") || n.equals("Punctuation")) return P_UPUNCT;
        if (n.equals("Alphabetic") || n.equals("Alpha")) return P_UALPHABETIC;
        if (n.equals("White_Space") || n.equals("WhiteSpace") || n.equals("Space")) return P_UWHITE;
        if (n.equals("Zs")) return P_USPACESEP;
        if (n.equals("S") || n.equals("Symbol")) return P_USYMBOL;
        if (n.equals("Cc") || n.equals("Control")) return P_UCNTRL;
        if (n.equals("all")) return P_ANY;
        if (n.equals("Latin") && false) return -1;
        return -1;
    }

    void addRange(int lo, int hi) {
        if (ranges == null) {
            ranges = new int[8];
        } else if (nranges * 2 + 2 > ranges.length) {
            int[] r = new int[ranges.length * 2];
            System.arraycopy(ranges, 0, r, 0, nranges * 2);
            ranges = r;
        }
        ranges[nranges * 2] = lo;
        ranges[nranges * 2 + 1] = hi;
        nranges++;
    }

    void addUnion(CharSet s) {
        if (unions == null) {
            unions = new ArrayList<CharSet>();
        }
        unions.add(s);
    }

    boolean matches(int c) {
        boolean r = contains(c);
        if (!r && caseInsensitive) {
            if (unicodeCase || c < 128) {
                int u = Character.toUpperCase(c);
                int l = Character.toLowerCase(c);
                if (!unicodeCase && (u >= 128 || l >= 128)) {
                    // ASCII-only case folding
                } else {
                    r = (u != c && contains(u)) || (l != c && contains(l));
                }
            }
        }
        return r != negated;
    }

    private boolean contains(int c) {
        if (pred >= 0) {
            return predicate(pred, c);
        }
        int[] rg = ranges;
        for (int i = 0; i < nranges; i++) {
            if (c >= rg[2 * i] && c <= rg[2 * i + 1]) {
                return true;
            }
        }
        if (unions != null) {
            for (int i = 0; i < unions.size(); i++) {
                if (unions.get(i).matches(c)) {
                    return true;
                }
            }
        }
        if (intersectA != null) {
            return intersectA.matches(c) && intersectB.matches(c);
        }
        return false;
    }

    private static boolean isPunctType(int t) {
        return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION
                || t == Character.START_PUNCTUATION || t == Character.END_PUNCTUATION
                || t == Character.INITIAL_QUOTE_PUNCTUATION || t == Character.FINAL_QUOTE_PUNCTUATION
                || t == Character.OTHER_PUNCTUATION;
    }

    static boolean predicate(int id, int c) {
        switch (id) {
            case P_DIGIT: return c >= '0' && c <= '9';
            case P_SPACE: return c == ' ' || (c >= 9 && c <= 13);
            case P_WORD: return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
            case P_HSPACE:
                return c == ' ' || c == '\t' || c == 0xa0 || c == 0x1680 || c == 0x180e || (c >= 0x2000 && c <= 0x200a)
                        || c == 0x202f || c == 0x205f || c == 0x3000;
            case P_VSPACE: return (c >= 10 && c <= 13) || c == 0x85 || c == 0x2028 || c == 0x2029;
            case P_LOWER: return c >= 'a' && c <= 'z';
            case P_UPPER: return c >= 'A' && c <= 'Z';
            case P_ASCII: return c >= 0 && c < 128;
            case P_ALPHA: return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
            case P_ALNUM: return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
            case P_PUNCT: return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
            case P_GRAPH: return c >= 0x21 && c <= 0x7e;
            case P_PRINT: return c >= 0x20 && c <= 0x7e;
            case P_BLANK: return c == ' ' || c == '\t';
            case P_CNTRL: return c < 0x20 || c == 0x7f;
            case P_XDIGIT: return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            case P_JLOWER: return Character.isLowerCase(c);
            case P_JUPPER: return Character.isUpperCase(c);
            case P_JWHITESPACE: return Character.isWhitespace(c);
            case P_JLETTER: return Character.isLetter(c);
            case P_JDIGIT: return Character.isDigit(c);
            case P_JLETTERORDIGIT: return Character.isLetterOrDigit(c);
            case P_JALPHABETIC: return Character.isAlphabetic(c);
            case P_ULETTER: return Character.isLetter(c);
            case P_UUPPER: return Character.getType(c) == Character.UPPERCASE_LETTER;
            case P_ULOWER: return Character.getType(c) == Character.LOWERCASE_LETTER;
            case P_UDIGIT: return Character.isDigit(c);
            case P_UNUMBER: {
                int t = Character.getType(c);
                return t == Character.DECIMAL_DIGIT_NUMBER || t == Character.LETTER_NUMBER || t == Character.OTHER_NUMBER;
            }
            case P_UPUNCT: return isPunctType(Character.getType(c));
            case P_UALPHABETIC: return Character.isAlphabetic(c);
            case P_UWHITE:
                return (c >= 9 && c <= 13) || c == ' ' || c == 0x85 || c == 0xa0 || c == 0x1680
                        || (c >= 0x2000 && c <= 0x200a) || c == 0x2028 || c == 0x2029 || c == 0x202f
                        || c == 0x205f || c == 0x3000;
            case P_USPACESEP: return Character.getType(c) == Character.SPACE_SEPARATOR;
            case P_USYMBOL: {
                int t = Character.getType(c);
                return t == Character.MATH_SYMBOL || t == Character.CURRENCY_SYMBOL || t == Character.MODIFIER_SYMBOL
                        || t == Character.OTHER_SYMBOL;
            }
            case P_UCNTRL: return Character.getType(c) == Character.CONTROL;
            case P_LATIN1: return c >= 0x80 && c <= 0xff;
            case P_ANY: return true;
            default: return false;
        }
    }
}
