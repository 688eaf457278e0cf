package rjvm.internal;

import java.util.ArrayList;

/**
 * A small backtracking regular-expression engine covering the commonly used subset of
 * java.util.regex syntax: literals, escapes (\t \n \r \f \a \e \0n \xhh \\uhhhh \Q..\E),
 * predefined classes (. \d \D \s \S \w \W \h \H \v \V), POSIX/Unicode classes
 * (\p{Alpha}, \p{L}, \p{Lu}, ...), character classes with ranges, negation, nesting and
 * {@code &&} intersection, groups (capturing, {@code (?:)}, named {@code (?<name>)}),
 * lookahead {@code (?=)} / {@code (?!)}, greedy / lazy / possessive quantifiers
 * (* + ? {n} {n,} {n,m}), alternation, anchors (^ $ \A \z \Z \b \B \G-less),
 * back references (\1, \k<name>) and inline flags {@code (?i) (?m) (?s) (?u) (?d) (?x)}
 * (the latter only outside groups). Anything else throws UnsupportedOperationException.
 *
 * The matcher runs a compiled program on an explicit backtracking stack, so long inputs do
 * not cause deep Java recursion.
 */
public final class Regex {
    // flags (same values as java.util.regex.Pattern)
    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;

    // opcodes; every instruction is 3 ints: op, a, b
    private static final int CHAR = 1;      // a = char
    private static final int CHARI = 2;     // a = char (case-insensitive), b = unicode case
    private static final int ANY = 3;       // a = flags (DOTALL / UNIX_LINES)
    private static final int SET = 4;       // a = set index
    private static final int SPLIT = 5;     // try a, then b
    private static final int JMP = 6;       // a = target
    private static final int SAVE = 7;      // a = slot
    private static final int POS = 8;       // a = register slot
    private static final int PROG = 9;      // a = register slot
    private static final int BOL = 10;      // a = multiline flag, b = unix lines
    private static final int EOL = 11;      // a = multiline flag, b = unix lines
    private static final int WORDB = 12;    // a = 1 for \b, 0 for \B
    private static final int BEGIN = 13;    // \A
    private static final int END = 14;      // \z
    private static final int ENDZ = 15;     // \Z
    private static final int BACKREF = 16;  // a = group, b = case-insensitive
    private static final int LOOK = 17;     // a = sub-program index, b = 1 negative
    private static final int ATOMIC = 18;   // a = sub-program index (possessive / atomic group)
    private static final int MATCH = 19;

    private final String pattern;
    private final int flags;
    private int[] code;
    private int codeLen;
    private final ArrayList<CharSet> sets = new ArrayList<CharSet>();
    private final ArrayList<Regex> subs = new ArrayList<Regex>();
    private int groupCount;
    private int regCount;
    /** Non-null when the pattern is a plain literal: matching is plain string search. */
    private char[] literal;
    private final ArrayList<String> groupNames;

    // parser state
    private char[] p;
    private int pos;
    private int curFlags;

    private static final Regex[] CACHE = new Regex[16];
    private static int cacheNext;

    private Regex(String pattern, int flags, ArrayList<String> names, Regex parent) {
        this.pattern = pattern;
        this.flags = flags;
        this.groupNames = names;
    }

    public static Regex compile(String pattern) {
        return compile(pattern, 0);
    }

    public static Regex compile(String pattern, int flags) {
        Regex[] c = CACHE;
        synchronized (c) {
            for (int i = 0; i < c.length; i++) {
                Regex r = c[i];
                if (r != null && r.flags == flags && r.pattern.equals(pattern)) {
                    return r;
                }
            }
        }
        Regex r = new Regex(pattern, flags, new ArrayList<String>(), null);
        r.build();
        synchronized (c) {
            c[cacheNext] = r;
            cacheNext = (cacheNext + 1) & (c.length - 1);
        }
        return r;
    }

    public String pattern() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public int groupCount() {
        return groupCount;
    }

    /** Index of a named group, or -1. */
    public int groupIndex(String name) {
        for (int i = 0; i < groupNames.size(); i++) {
            if (name.equals(groupNames.get(i))) {
                return i + 1;
            }
        }
        return -1;
    }

    // ================================================================== parsing

    /** AST node kinds */
    private static final int N_EMPTY = 0, N_CHAR = 1, N_ANY = 2, N_SET = 3, N_SEQ = 4, N_ALT = 5, N_GROUP = 6,
            N_REPEAT = 7, N_BOL = 8, N_EOL = 9, N_WORDB = 10, N_BEGIN = 11, N_END = 12, N_ENDZ = 13,
            N_BACKREF = 14, N_LOOK = 15, N_ATOMIC = 16, N_NCGROUP = 17;

    private static final class Node {
        int kind;
        int c;
        int flags;
        CharSet set;
        ArrayList<Node> kids;
        Node kid;
        int min;
        int max;
        int mode; // 0 greedy, 1 lazy, 2 possessive
        int group;
        boolean neg;

        Node(int kind) {
            this.kind = kind;
        }
    }

    private void build() {
        if ((flags & LITERAL) != 0) {
            literal = pattern.toCharArray();
            code = new int[0];
            return;
        }
        if ((flags & COMMENTS) != 0) {
            throw unsupported("COMMENTS flag");
        }
        p = pattern.toCharArray();
        pos = 0;
        curFlags = flags;
        if ((flags & CASE_INSENSITIVE) == 0 && isPlainLiteral(p)) {
            literal = p;
            code = new int[0];
            return;
        }
        Node root = parseAlt();
        if (pos < p.length) {
            if (p[pos] == ')') {
                throw syntax("Unmatched closing ')'", pos - 1);
            }
            throw syntax("Unexpected character '" + p[pos] + "'", pos);
        }
        code = new int[64];
        codeLen = 0;
        emit(SAVE, 0, 0);
        gen(root);
        emit(MATCH, 0, 0);
        p = null;
    }

    private static boolean isPlainLiteral(char[] p) {
        for (int i = 0; i < p.length; i++) {
            if ("\\^$.|?*+()[]{}".indexOf(p[i]) >= 0) {
                return false;
            }
        }
        return true;
    }

    private RuntimeException unsupported(String what) {
        return new UnsupportedOperationException("rjvm regex: unsupported construct (" + what + ") in pattern \""
                + pattern + "\"");
    }

    private RuntimeException syntax(String desc, int index) {
        StringBuilder sb = new StringBuilder();
        sb.append(desc);
        if (index >= 0) {
            sb.append(" near index ").append(index);
        }
        sb.append(System.lineSeparator()).append(pattern);
        if (index >= 0 && index < pattern.length()) {
            sb.append(System.lineSeparator());
            for (int i = 0; i < index; i++) {
                sb.append(' ');
            }
            sb.append('^');
        }
        return new IllegalArgumentException(sb.toString());
    }

    private boolean more() {
        return pos < p.length;
    }

    private Node parseAlt() {
        Node first = parseSeq();
        if (!more() || p[pos] != '|') {
            return first;
        }
        Node alt = new Node(N_ALT);
        alt.kids = new ArrayList<Node>();
        alt.kids.add(first);
        while (more() && p[pos] == '|') {
            pos++;
            alt.kids.add(parseSeq());
        }
        return alt;
    }

    private Node parseSeq() {
        Node seq = new Node(N_SEQ);
        seq.kids = new ArrayList<Node>();
        while (more()) {
            char c = p[pos];
            if (c == '|' || c == ')') {
                break;
            }
            Node atom = parseAtom();
            if (atom == null) {
                continue;
            }
            atom = parseQuantifiers(atom);
            seq.kids.add(atom);
        }
        if (seq.kids.size() == 1) {
            return seq.kids.get(0);
        }
        return seq;
    }

    private Node parseQuantifiers(Node atom) {
        while (more()) {
            char c = p[pos];
            int min;
            int max;
            int start = pos;
            if (c == '*') {
                min = 0;
                max = -1;
                pos++;
            } else if (c == '+') {
                min = 1;
                max = -1;
                pos++;
            } else if (c == '?') {
                min = 0;
                max = 1;
                pos++;
            } else if (c == '{') {
                pos++;
                min = parseInt();
                if (min < 0) {
                    throw syntax("Illegal repetition", start);
                }
                max = min;
                if (more() && p[pos] == ',') {
                    pos++;
                    if (more() && p[pos] == '}') {
                        max = -1;
                    } else {
                        max = parseInt();
                        if (max < 0) {
                            throw syntax("Illegal repetition", start);
                        }
                        if (max < min) {
                            throw syntax("Illegal repetition range", start);
                        }
                    }
                }
                if (!more() || p[pos] != '}') {
                    throw syntax("Unclosed counted closure", pos);
                }
                pos++;
            } else {
                break;
            }
            if (atom.kind == N_BOL || atom.kind == N_EOL || atom.kind == N_EMPTY) {
                // quantified anchors: keep semantics simple
            }
            Node r = new Node(N_REPEAT);
            r.kid = atom;
            r.min = min;
            r.max = max;
            if (more() && p[pos] == '?') {
                r.mode = 1;
                pos++;
            } else if (more() && p[pos] == '+') {
                r.mode = 2;
                pos++;
            }
            atom = r;
        }
        return atom;
    }

    private int parseInt() {
        int start = pos;
        int v = 0;
        while (more() && p[pos] >= '0' && p[pos] <= '9') {
            v = v * 10 + (p[pos] - '0');
            if (v > 100000) {
                throw unsupported("repetition count too large");
            }
            pos++;
        }
        return pos == start ? -1 : v;
    }

    private Node charNode(int c) {
        Node n;
        if (c >= 0x10000) {
            // supplementary: a sequence of two units
            n = new Node(N_SEQ);
            n.kids = new ArrayList<Node>();
            n.kids.add(charNode(Character.highSurrogate(c)));
            n.kids.add(charNode(Character.lowSurrogate(c)));
            return n;
        }
        n = new Node(N_CHAR);
        n.c = c;
        n.flags = curFlags;
        return n;
    }

    private Node setNode(CharSet s) {
        Node n = new Node(N_SET);
        n.set = s;
        n.flags = curFlags;
        return n;
    }

    private Node parseAtom() {
        char c = p[pos];
        switch (c) {
            case '(':
                return parseGroup();
            case '[': {
                pos++;
                CharSet s = parseClass();
                return setNode(s);
            }
            case '.': {
                pos++;
                Node n = new Node(N_ANY);
                n.flags = curFlags;
                return n;
            }
            case '^': {
                pos++;
                Node n = new Node(N_BOL);
                n.flags = curFlags;
                return n;
            }
            case '$': {
                pos++;
                Node n = new Node(N_EOL);
                n.flags = curFlags;
                return n;
            }
            case '\\':
                return parseEscape();
            case '*':
            case '+':
            case '?':
                throw syntax("Dangling meta character '" + c + "'", pos);
            case '{':
                throw syntax("Illegal repetition", pos);
            default: {
                int cp = Character.codePointAt(p, pos);
                pos += Character.charCount(cp);
                return charNode(cp);
            }
        }
    }

    private Node parseGroup() {
        int start = pos;
        pos++; // '('
        Node n;
        if (more() && p[pos] == '?') {
            pos++;
            if (!more()) {
                throw syntax("Unknown group type", pos);
            }
            char t = p[pos];
            if (t == ':') {
                pos++;
                int saved = curFlags;
                n = new Node(N_NCGROUP);
                n.kid = parseAlt();
                curFlags = saved;
            } else if (t == '=' || t == '!') {
                pos++;
                int saved = curFlags;
                n = new Node(N_LOOK);
                n.neg = t == '!';
                n.kid = parseAlt();
                curFlags = saved;
            } else if (t == '>') {
                pos++;
                int saved = curFlags;
                n = new Node(N_ATOMIC);
                n.kid = parseAlt();
                curFlags = saved;
            } else if (t == '<') {
                pos++;
                if (more() && (p[pos] == '=' || p[pos] == '!')) {
                    throw unsupported("lookbehind");
                }
                int ns = pos;
                while (more() && p[pos] != '>') {
                    pos++;
                }
                if (!more()) {
                    throw syntax("named capturing group is missing trailing '>'", pos);
                }
                String name = new String(p, ns, pos - ns);
                pos++;
                n = new Node(N_GROUP);
                n.group = ++groupCount;
                while (groupNames.size() < n.group - 1) {
                    groupNames.add(null);
                }
                groupNames.add(name);
                int saved = curFlags;
                n.kid = parseAlt();
                curFlags = saved;
            } else {
                // inline flags (?idmsux-idmsux) or (?flags:X)
                int on = 0;
                int off = 0;
                boolean neg = false;
                while (more() && p[pos] != ')' && p[pos] != ':') {
                    char f = p[pos];
                    int bit;
                    switch (f) {
                        case 'i': bit = CASE_INSENSITIVE; break;
                        case 'm': bit = MULTILINE; break;
                        case 's': bit = DOTALL; break;
                        case 'u': bit = UNICODE_CASE; break;
                        case 'd': bit = UNIX_LINES; break;
                        case 'x': throw unsupported("COMMENTS flag (?x)");
                        case 'U': bit = 0; break;
                        case '-': neg = true; pos++; continue;
                        default: throw syntax("Unknown inline modifier", pos);
                    }
                    if (neg) {
                        off |= bit;
                    } else {
                        on |= bit;
                    }
                    pos++;
                }
                if (!more()) {
                    throw syntax("Unknown inline modifier", pos);
                }
                if (p[pos] == ')') {
                    pos++;
                    curFlags = (curFlags | on) & ~off;
                    return null;
                }
                pos++; // ':'
                int saved = curFlags;
                curFlags = (curFlags | on) & ~off;
                n = new Node(N_NCGROUP);
                n.kid = parseAlt();
                curFlags = saved;
            }
        } else {
            n = new Node(N_GROUP);
            n.group = ++groupCount;
            while (groupNames.size() < n.group) {
                groupNames.add(null);
            }
            int saved = curFlags;
            n.kid = parseAlt();
            curFlags = saved;
        }
        if (!more() || p[pos] != ')') {
            throw syntax("Unclosed group", p.length);
        }
        pos++;
        return n;
    }

    private Node parseEscape() {
        int start = pos;
        pos++; // backslash
        if (!more()) {
            throw syntax("Unexpected internal error", pos);
        }
        char c = p[pos++];
        switch (c) {
            case 'd': return setNode(CharSet.pred(CharSet.P_DIGIT, false));
            case 'D': return setNode(CharSet.pred(CharSet.P_DIGIT, true));
            case 's': return setNode(CharSet.pred(CharSet.P_SPACE, false));
            case 'S': return setNode(CharSet.pred(CharSet.P_SPACE, true));
            case 'w': return setNode(CharSet.pred(CharSet.P_WORD, false));
            case 'W': return setNode(CharSet.pred(CharSet.P_WORD, true));
            case 'h': return setNode(CharSet.pred(CharSet.P_HSPACE, false));
            case 'H': return setNode(CharSet.pred(CharSet.P_HSPACE, true));
            case 'v': return setNode(CharSet.pred(CharSet.P_VSPACE, false));
            case 'V': return setNode(CharSet.pred(CharSet.P_VSPACE, true));
            case 'p':
            case 'P':
                return setNode(parseProperty(c == 'P'));
            case 'b': {
                Node n = new Node(N_WORDB);
                n.neg = false;
                return n;
            }
            case 'B': {
                Node n = new Node(N_WORDB);
                n.neg = true;
                return n;
            }
            case 'A': return new Node(N_BEGIN);
            case 'z': return new Node(N_END);
            case 'Z': {
                Node n = new Node(N_ENDZ);
                n.flags = curFlags;
                return n;
            }
            case 'G': throw unsupported("\\G");
            case 'R': throw unsupported("\\R");
            case 'X': throw unsupported("\\X");
            case 'k': {
                if (!more() || p[pos] != '<') {
                    throw syntax("\\k is not followed by '<' for named capturing group", pos);
                }
                pos++;
                int ns = pos;
                while (more() && p[pos] != '>') {
                    pos++;
                }
                String name = new String(p, ns, pos - ns);
                pos++;
                int g = groupIndex(name);
                if (g < 0) {
                    throw syntax("named capturing group <" + name + "> does not exist", pos - 1);
                }
                Node n = new Node(N_BACKREF);
                n.group = g;
                n.flags = curFlags;
                return n;
            }
            case 'Q': {
                Node seq = new Node(N_SEQ);
                seq.kids = new ArrayList<Node>();
                while (more()) {
                    if (p[pos] == '\\' && pos + 1 < p.length && p[pos + 1] == 'E') {
                        pos += 2;
                        break;
                    }
                    seq.kids.add(charNode(p[pos++]));
                }
                return seq;
            }
            default:
                break;
        }
        if (c >= '1' && c <= '9') {
            int g = c - '0';
            // take more digits while they form an existing group number
            while (more() && p[pos] >= '0' && p[pos] <= '9') {
                int ng = g * 10 + (p[pos] - '0');
                if (ng > groupCount) {
                    break;
                }
                g = ng;
                pos++;
            }
            Node n = new Node(N_BACKREF);
            n.group = g;
            n.flags = curFlags;
            return n;
        }
        pos = start + 1;
        int ch = parseCharEscape();
        return charNode(ch);
    }

    /** Parses the escape after a backslash (pos at the char after '\\') that denotes one character. */
    private int parseCharEscape() {
        char c = p[pos++];
        switch (c) {
            case 't': return '\t';
            case 'n': return '\n';
            case 'r': return '\r';
            case 'f': return '\f';
            case 'a': return 7;
            case 'e': return 27;
            case '0': {
                int v = 0;
                int n = 0;
                while (more() && n < 3 && p[pos] >= '0' && p[pos] <= '7') {
                    int nv = v * 8 + (p[pos] - '0');
                    if (nv > 0377) {
                        break;
                    }
                    v = nv;
                    pos++;
                    n++;
                }
                if (n == 0) {
                    throw syntax("Illegal octal escape sequence", pos);
                }
                return v;
            }
            case 'x': {
                if (more() && p[pos] == '{') {
                    pos++;
                    int v = 0;
                    while (more() && p[pos] != '}') {
                        int d = Character.digit(p[pos++], 16);
                        if (d < 0) {
                            throw syntax("Illegal hexadecimal escape sequence", pos);
                        }
                        v = v * 16 + d;
                    }
                    pos++;
                    return v;
                }
                return hex(2);
            }
            case 'u':
                return hex(4);
            case 'c':
                if (!more()) {
                    throw syntax("Illegal control escape sequence", pos);
                }
                return p[pos++] ^ 64;
            default:
                if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                    throw syntax("Illegal/unsupported escape sequence", pos - 1);
                }
                if (Character.isHighSurrogate(c) && more() && Character.isLowSurrogate(p[pos])) {
                    return Character.toCodePoint(c, p[pos++]);
                }
                return c;
        }
    }

    private int hex(int n) {
        int v = 0;
        for (int i = 0; i < n; i++) {
            if (!more()) {
                throw syntax("Illegal hexadecimal escape sequence", pos);
            }
            int d = Character.digit(p[pos++], 16);
            if (d < 0) {
                throw syntax("Illegal hexadecimal escape sequence", pos - 1);
            }
            v = v * 16 + d;
        }
        return v;
    }

    private CharSet parseProperty(boolean negate) {
        String name;
        if (more() && p[pos] == '{') {
            int s = pos + 1;
            int e = s;
            while (e < p.length && p[e] != '}') {
                e++;
            }
            if (e >= p.length) {
                throw syntax("Unclosed character family", e);
            }
            name = new String(p, s, e - s);
            pos = e + 1;
        } else if (more()) {
            name = String.valueOf(p[pos++]);
        } else {
            throw syntax("Illegal character family", pos);
        }
        int id = CharSet.propertyId(name);
        if (id < 0) {
            throw unsupported("\\p{" + name + "}");
        }
        return CharSet.pred(id, negate);
    }

    /** Parses a character class; pos is just after '['. */
    private CharSet parseClass() {
        int start = pos - 1;
        CharSet set = new CharSet();
        if (more() && p[pos] == '^') {
            set.negated = true;
            pos++;
        }
        boolean first = true;
        CharSet result = null; // for intersections
        while (true) {
            if (!more()) {
                throw syntax("Unclosed character class", p.length - 1);
            }
            char c = p[pos];
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            if (c == '[') {
                pos++;
                set.addUnion(parseClass());
                continue;
            }
            if (c == '&' && pos + 1 < p.length && p[pos + 1] == '&') {
                pos += 2;
                // intersection of everything so far with the rest of this class
                CharSet rest = new CharSet();
                CharSet left = set;
                boolean neg = left.negated;
                left.negated = false;
                // parse the right-hand side up to the closing ']' (not consuming it)
                CharSet right = parseClassBody();
                CharSet inter = new CharSet();
                inter.intersectA = left;
                inter.intersectB = right;
                CharSet outer = new CharSet();
                outer.addUnion(inter);
                outer.negated = neg;
                set = outer;
                continue;
            }
            int lo;
            if (c == '\\') {
                pos++;
                if (!more()) {
                    throw syntax("Unclosed character class", pos);
                }
                char e = p[pos];
                CharSet pre = null;
                switch (e) {
                    case 'd': pre = CharSet.pred(CharSet.P_DIGIT, false); break;
                    case 'D': pre = CharSet.pred(CharSet.P_DIGIT, true); break;
                    case 's': pre = CharSet.pred(CharSet.P_SPACE, false); break;
                    case 'S': pre = CharSet.pred(CharSet.P_SPACE, true); break;
                    case 'w': pre = CharSet.pred(CharSet.P_WORD, false); break;
                    case 'W': pre = CharSet.pred(CharSet.P_WORD, true); break;
                    case 'h': pre = CharSet.pred(CharSet.P_HSPACE, false); break;
                    case 'H': pre = CharSet.pred(CharSet.P_HSPACE, true); break;
                    case 'v': pre = CharSet.pred(CharSet.P_VSPACE, false); break;
                    case 'V': pre = CharSet.pred(CharSet.P_VSPACE, true); break;
                    case 'p':
                    case 'P':
                        pos++;
                        pre = parseProperty(e == 'P');
                        pos--;
                        break;
                    case 'Q': {
                        pos++;
                        while (more()) {
                            if (p[pos] == '\\' && pos + 1 < p.length && p[pos + 1] == 'E') {
                                pos += 2;
                                break;
                            }
                            set.addRange(p[pos], p[pos]);
                            pos++;
                        }
                        continue;
                    }
                    default:
                        break;
                }
                if (pre != null) {
                    pos++;
                    set.addUnion(pre);
                    continue;
                }
                lo = parseCharEscape();
            } else {
                lo = Character.codePointAt(p, pos);
                pos += Character.charCount(lo);
            }
            int hi = lo;
            if (more() && p[pos] == '-' && pos + 1 < p.length && p[pos + 1] != ']') {
                pos++;
                if (p[pos] == '[') {
                    throw syntax("Illegal character range", pos);
                }
                if (p[pos] == '\\') {
                    pos++;
                    hi = parseCharEscape();
                } else {
                    hi = Character.codePointAt(p, pos);
                    pos += Character.charCount(hi);
                }
                if (hi < lo) {
                    throw syntax("Illegal character range", pos - 1);
                }
            }
            set.addRange(lo, hi);
        }
        set.caseInsensitive = (curFlags & CASE_INSENSITIVE) != 0;
        set.unicodeCase = (curFlags & UNICODE_CASE) != 0;
        return set;
    }

    /** Parses class items up to (not consuming) the closing ']' of the enclosing class. */
    private CharSet parseClassBody() {
        CharSet set = new CharSet();
        // reuse parseClass by simulating: parse until ']' at this level
        int depthStart = pos;
        StringBuilder sb = new StringBuilder();
        // find the matching ']' of the enclosing class
        int depth = 0;
        int i = pos;
        while (i < p.length) {
            char c = p[i];
            if (c == '\\') {
                i += 2;
                continue;
            }
            if (c == '[') {
                depth++;
            } else if (c == ']') {
                if (depth == 0) {
                    break;
                }
                depth--;
            }
            i++;
        }
        // parse p[pos..i) as a class "[...]" by temporarily framing it
        char[] saved = p;
        int savedPos = pos;
        char[] framed = new char[i - pos + 1];
        System.arraycopy(p, pos, framed, 0, i - pos);
        framed[framed.length - 1] = ']';
        p = framed;
        pos = 0;
        CharSet r;
        if (framed.length == 1) {
            r = new CharSet();
        } else {
            r = parseClass();
        }
        p = saved;
        pos = i;
        return r;
    }

    // ================================================================== code generation

    private void emit(int op, int a, int b) {
        if (codeLen + 3 > code.length) {
            int[] n = new int[code.length * 2];
            System.arraycopy(code, 0, n, 0, codeLen);
            code = n;
        }
        code[codeLen++] = op;
        code[codeLen++] = a;
        code[codeLen++] = b;
    }

    private static boolean canBeEmpty(Node n) {
        switch (n.kind) {
            case N_CHAR:
            case N_ANY:
            case N_SET:
                return false;
            case N_SEQ:
                for (int i = 0; i < n.kids.size(); i++) {
                    if (!canBeEmpty(n.kids.get(i))) {
                        return false;
                    }
                }
                return true;
            case N_ALT:
                for (int i = 0; i < n.kids.size(); i++) {
                    if (canBeEmpty(n.kids.get(i))) {
                        return true;
                    }
                }
                return false;
            case N_GROUP:
            case N_NCGROUP:
            case N_ATOMIC:
                return canBeEmpty(n.kid);
            case N_REPEAT:
                return n.min == 0 || canBeEmpty(n.kid);
            default:
                return true;
        }
    }

    private void gen(Node n) {
        switch (n.kind) {
            case N_EMPTY:
                return;
            case N_CHAR: {
                int c = n.c;
                if ((n.flags & CASE_INSENSITIVE) != 0) {
                    boolean uni = (n.flags & UNICODE_CASE) != 0;
                    if (uni ? (Character.toUpperCase(c) != c || Character.toLowerCase(c) != c)
                            : ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                        emit(CHARI, c, uni ? 1 : 0);
                        return;
                    }
                }
                emit(CHAR, c, 0);
                return;
            }
            case N_ANY:
                emit(ANY, n.flags, 0);
                return;
            case N_SET:
                sets.add(n.set);
                emit(SET, sets.size() - 1, 0);
                return;
            case N_SEQ:
                for (int i = 0; i < n.kids.size(); i++) {
                    gen(n.kids.get(i));
                }
                return;
            case N_ALT: {
                int k = n.kids.size();
                int[] jumps = new int[k];
                for (int i = 0; i < k; i++) {
                    if (i < k - 1) {
                        int split = codeLen;
                        emit(SPLIT, codeLen + 3, 0);
                        gen(n.kids.get(i));
                        jumps[i] = codeLen;
                        emit(JMP, 0, 0);
                        code[split + 2] = codeLen;
                    } else {
                        gen(n.kids.get(i));
                    }
                }
                for (int i = 0; i < k - 1; i++) {
                    code[jumps[i] + 1] = codeLen;
                }
                return;
            }
            case N_GROUP:
                emit(SAVE, 2 * n.group, 0);
                gen(n.kid);
                emit(SAVE, 2 * n.group + 1, 0);
                return;
            case N_NCGROUP:
                gen(n.kid);
                return;
            case N_REPEAT:
                genRepeat(n);
                return;
            case N_BOL:
                emit(BOL, (n.flags & MULTILINE) != 0 ? 1 : 0, (n.flags & UNIX_LINES) != 0 ? 1 : 0);
                return;
            case N_EOL:
                emit(EOL, (n.flags & MULTILINE) != 0 ? 1 : 0, (n.flags & UNIX_LINES) != 0 ? 1 : 0);
                return;
            case N_WORDB:
                emit(WORDB, n.neg ? 0 : 1, 0);
                return;
            case N_BEGIN:
                emit(BEGIN, 0, 0);
                return;
            case N_END:
                emit(END, 0, 0);
                return;
            case N_ENDZ:
                emit(ENDZ, 0, (n.flags & UNIX_LINES) != 0 ? 1 : 0);
                return;
            case N_BACKREF:
                emit(BACKREF, n.group, (n.flags & CASE_INSENSITIVE) != 0 ? 1 : 0);
                return;
            case N_LOOK:
            case N_ATOMIC: {
                Regex sub = subProgram(n.kid);
                subs.add(sub);
                emit(n.kind == N_LOOK ? LOOK : ATOMIC, subs.size() - 1, n.neg ? 1 : 0);
                return;
            }
            default:
                throw new IllegalStateException();
        }
    }

    /** Builds a separate program for a lookahead / atomic body sharing this pattern's groups. */
    private Regex subProgram(Node body) {
        Regex sub = new Regex(pattern, flags, groupNames, this);
        sub.code = new int[32];
        sub.codeLen = 0;
        sub.groupCount = groupCount;
        // share sets and subs lists indexes by generating into sub with its own lists
        sub.regCount = 0;
        sub.gen(body);
        sub.emit(MATCH, 0, 0);
        return sub;
    }

    private void genRepeat(Node n) {
        if (n.mode == 2) {
            // possessive: an atomic group around the greedy repeat
            Node g = new Node(N_REPEAT);
            g.kid = n.kid;
            g.min = n.min;
            g.max = n.max;
            g.mode = 0;
            Regex sub = subProgram(g);
            subs.add(sub);
            emit(ATOMIC, subs.size() - 1, 0);
            return;
        }
        boolean lazy = n.mode == 1;
        for (int i = 0; i < n.min; i++) {
            gen(n.kid);
        }
        if (n.max == -1) {
            boolean empty = canBeEmpty(n.kid);
            int loop = codeLen;
            emit(SPLIT, 0, 0);
            int body = codeLen;
            int reg = -1;
            if (empty) {
                reg = regCount++;
                emit(POS, reg, 0);
            }
            gen(n.kid);
            if (empty) {
                emit(PROG, reg, 0);
            }
            emit(JMP, loop, 0);
            int exit = codeLen;
            if (lazy) {
                code[loop + 1] = exit;
                code[loop + 2] = body;
            } else {
                code[loop + 1] = body;
                code[loop + 2] = exit;
            }
            return;
        }
        int opt = n.max - n.min;
        if (opt == 0) {
            return;
        }
        int[] splits = new int[opt];
        for (int i = 0; i < opt; i++) {
            splits[i] = codeLen;
            emit(SPLIT, 0, 0);
            int body = codeLen;
            gen(n.kid);
            if (lazy) {
                code[splits[i] + 2] = body;
            } else {
                code[splits[i] + 1] = body;
            }
        }
        int exit = codeLen;
        for (int i = 0; i < opt; i++) {
            if (lazy) {
                code[splits[i] + 1] = exit;
            } else {
                code[splits[i] + 2] = exit;
            }
        }
    }

    // ================================================================== matching

    /** Matcher state over one input. Group i spans [start(i), end(i)) or -1. */
    public static final class State {
        final Regex re;
        final char[] s;
        final int len;
        int[] slots;
        int[] stack = new int[32];
        int sp;

        State(Regex re, char[] s, int len) {
            this.re = re;
            this.s = s;
            this.len = len;
            this.slots = new int[2 * (re.groupCount + 1) + re.totalRegs()];
        }

        public int start(int g) {
            return slots[2 * g];
        }

        public int end(int g) {
            return slots[2 * g + 1];
        }

        public int groupCount() {
            return re.groupCount;
        }
    }

    private int totalRegs() {
        int m = 0;
        for (int i = 0; i < subs.size(); i++) {
            m = Math.max(m, subs.get(i).totalRegs());
        }
        return regCount + m + 1;
    }

    public State newState(char[] s, int len) {
        return new State(this, s, len);
    }

    public State newState(CharSequence cs) {
        char[] s;
        if (cs instanceof String) {
            s = ((String) cs).toCharArray();
        } else {
            s = cs.toString().toCharArray();
        }
        return new State(this, s, s.length);
    }

    /**
     * Attempts a match starting exactly at {@code from}. With {@code full} the match must end at
     * the end of the input. Returns true and sets the state's groups on success.
     */
    public boolean matchAt(State st, int from, boolean full) {
        if (literal != null) {
            char[] lit = literal;
            int n = lit.length;
            if (from + n > st.len || (full && from + n != st.len)) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (st.s[from + i] != lit[i]) {
                    return false;
                }
            }
            st.slots[0] = from;
            st.slots[1] = from + n;
            return true;
        }
        int[] slots = st.slots;
        for (int i = 0; i < slots.length; i++) {
            slots[i] = -1;
        }
        int base = 2 * (groupCount + 1);
        int r = run(st, from, full, base, false);
        if (r < 0) {
            return false;
        }
        slots[1] = r;
        return true;
    }

    /** Finds the next match at or after {@code from}; returns false if none. */
    public boolean find(State st, int from) {
        int len = st.len;
        if (literal != null) {
            int i = indexOf(st.s, len, literal, from);
            if (i < 0) {
                return false;
            }
            st.slots[0] = i;
            st.slots[1] = i + literal.length;
            return true;
        }
        // first-char filter
        int firstChar = -1;
        if (code[3] == CHAR) {
            firstChar = code[4];
        }
        char[] s = st.s;
        for (int i = from; i <= len; i++) {
            if (firstChar >= 0) {
                while (i < len && s[i] != firstChar) {
                    i++;
                }
                if (i >= len) {
                    return false;
                }
            }
            if (matchAt(st, i, false)) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(char[] s, int len, char[] t, int from) {
        int n = t.length;
        if (from < 0) {
            from = 0;
        }
        int max = len - n;
        outer:
        for (int i = from; i <= max; i++) {
            for (int j = 0; j < n; j++) {
                if (s[i + j] != t[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    private static boolean isLineTerm(char c, boolean unix) {
        if (unix) {
            return c == '\n';
        }
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    private static boolean isWordChar(char c) {
        return c == '_' || Character.isLetterOrDigit(c);
    }

    private static void push(State st, int a, int b) {
        int sp = st.sp;
        int[] stack = st.stack;
        if (sp + 2 > stack.length) {
            int[] n = new int[stack.length * 2];
            System.arraycopy(stack, 0, n, 0, sp);
            st.stack = stack = n;
        }
        stack[sp] = a;
        stack[sp + 1] = b;
        st.sp = sp + 2;
    }

    /**
     * Runs this program from position i. Returns the end position, or -1. regBase is the
     * offset of this program's registers in the slots array.
     */
    private int run(State st, int start, boolean full, int regBase, boolean keepStack) {
        final int[] code = this.code;
        final char[] s = st.s;
        final int len = st.len;
        final int[] slots = st.slots;
        int stackBase = st.sp;
        int pc = 0;
        int i = start;
        while (true) {
            boolean fail = false;
            switch (code[pc]) {
                case CHAR:
                    if (i < len && s[i] == code[pc + 1]) {
                        i++;
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                case CHARI: {
                    if (i < len) {
                        char c = s[i];
                        int want = code[pc + 1];
                        if (c == want || eqIgnoreCase(c, want, code[pc + 2] != 0)) {
                            i++;
                            pc += 3;
                            break;
                        }
                    }
                    fail = true;
                    break;
                }
                case ANY: {
                    if (i < len) {
                        char c = s[i];
                        int f = code[pc + 1];
                        if ((f & DOTALL) != 0 || !isLineTerm(c, (f & UNIX_LINES) != 0)) {
                            if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s[i + 1])) {
                                i += 2;
                            } else {
                                i++;
                            }
                            pc += 3;
                            break;
                        }
                    }
                    fail = true;
                    break;
                }
                case SET: {
                    if (i < len) {
                        char c = s[i];
                        int cp = c;
                        int w = 1;
                        if (Character.isHighSurrogate(c) && i + 1 < len && Character.isLowSurrogate(s[i + 1])) {
                            cp = Character.toCodePoint(c, s[i + 1]);
                            w = 2;
                        }
                        if (sets.get(code[pc + 1]).matches(cp)) {
                            i += w;
                            pc += 3;
                            break;
                        }
                    }
                    fail = true;
                    break;
                }
                case SPLIT:
                    push(st, code[pc + 2], i);
                    pc = code[pc + 1];
                    break;
                case JMP:
                    pc = code[pc + 1];
                    break;
                case SAVE: {
                    int slot = code[pc + 1];
                    push(st, -1 - slot, slots[slot]);
                    slots[slot] = i;
                    pc += 3;
                    break;
                }
                case POS: {
                    int slot = regBase + code[pc + 1];
                    push(st, -1 - slot, slots[slot]);
                    slots[slot] = i;
                    pc += 3;
                    break;
                }
                case PROG:
                    if (slots[regBase + code[pc + 1]] == i) {
                        fail = true;
                    } else {
                        pc += 3;
                    }
                    break;
                case BOL: {
                    boolean ok;
                    if (code[pc + 1] == 0) {
                        ok = i == 0;
                    } else {
                        boolean unix = code[pc + 2] != 0;
                        ok = i == 0 || (i < len && isLineTerm(s[i - 1], unix)
                                && !(s[i - 1] == '\r' && s[i] == '\n' && !unix));
                    }
                    if (ok) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                }
                case EOL: {
                    boolean unix = code[pc + 2] != 0;
                    boolean ok;
                    if (code[pc + 1] == 0) {
                        ok = atEndZ(s, len, i, unix);
                    } else {
                        ok = i == len || (isLineTerm(s[i], unix) && !(s[i] == '\n' && i > 0 && s[i - 1] == '\r' && !unix));
                    }
                    if (ok) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                }
                case WORDB: {
                    boolean before = i > 0 && isWordChar(s[i - 1]);
                    boolean after = i < len && isWordChar(s[i]);
                    boolean b = before != after;
                    if (b == (code[pc + 1] != 0)) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                }
                case BEGIN:
                    if (i == 0) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                case END:
                    if (i == len) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                case ENDZ:
                    if (atEndZ(s, len, i, code[pc + 2] != 0)) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                case BACKREF: {
                    int g = code[pc + 1];
                    int gs = g <= groupCount ? slots[2 * g] : -1;
                    int ge = g <= groupCount ? slots[2 * g + 1] : -1;
                    if (gs < 0 || ge < 0) {
                        fail = true;
                        break;
                    }
                    int n = ge - gs;
                    if (i + n > len) {
                        fail = true;
                        break;
                    }
                    boolean ci = code[pc + 2] != 0;
                    for (int k = 0; k < n; k++) {
                        char a = s[gs + k];
                        char b = s[i + k];
                        if (a != b && !(ci && eqIgnoreCase(a, b, false))) {
                            fail = true;
                            break;
                        }
                    }
                    if (!fail) {
                        i += n;
                        pc += 3;
                    }
                    break;
                }
                case LOOK:
                case ATOMIC: {
                    Regex sub = subs.get(code[pc + 1]);
                    int savedSp = st.sp;
                    int r = sub.run(st, i, false, regBase + regCount, true);
                    if (r >= 0) {
                        // commit: turn the alternatives the sub-run left into no-op entries
                        // (keeping its group restore entries for later backtracking)
                        int[] stack = st.stack;
                        int dummy = slots.length - 1;
                        for (int k = savedSp; k < st.sp; k += 2) {
                            if (stack[k] >= 0) {
                                stack[k] = -1 - dummy;
                                stack[k + 1] = 0;
                            }
                        }
                    }
                    boolean ok;
                    if (code[pc] == ATOMIC) {
                        ok = r >= 0;
                        if (ok) {
                            i = r;
                        }
                    } else {
                        ok = (r >= 0) != (code[pc + 2] != 0);
                    }
                    if (ok) {
                        pc += 3;
                    } else {
                        fail = true;
                    }
                    break;
                }
                case MATCH:
                    if (full && i != len) {
                        fail = true;
                        break;
                    }
                    if (!keepStack) {
                        st.sp = stackBase;
                    }
                    return i;
                default:
                    throw new IllegalStateException("bad regex opcode");
            }
            if (fail) {
                // backtrack
                while (true) {
                    if (st.sp <= stackBase) {
                        st.sp = stackBase;
                        return -1;
                    }
                    st.sp -= 2;
                    int a = st.stack[st.sp];
                    int b = st.stack[st.sp + 1];
                    if (a >= 0) {
                        pc = a;
                        i = b;
                        break;
                    }
                    slots[-1 - a] = b;
                }
            }
        }
    }

    private static boolean atEndZ(char[] s, int len, int i, boolean unix) {
        if (i == len) {
            return true;
        }
        if (unix) {
            return i == len - 1 && s[i] == '\n';
        }
        if (i == len - 1) {
            return isLineTerm(s[i], false);
        }
        return i == len - 2 && s[i] == '\r' && s[i + 1] == '\n';
    }

    private static boolean eqIgnoreCase(int a, int b, boolean unicode) {
        if (!unicode) {
            if (a < 128 && b < 128) {
                return toLowerAscii(a) == toLowerAscii(b);
            }
            return a == b;
        }
        return Character.toUpperCase(a) == Character.toUpperCase(b)
                || Character.toLowerCase(a) == Character.toLowerCase(b);
    }

    private static int toLowerAscii(int c) {
        return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }

    // ================================================================== high-level operations

    public boolean matches(String input) {
        char[] s = input.toCharArray();
        State st = new State(this, s, s.length);
        return matchAt(st, 0, true);
    }

    public String[] split(String input, int limit) {
        char[] s = input.toCharArray();
        int len = s.length;
        State st = new State(this, s, len);
        ArrayList<String> list = new ArrayList<String>();
        int index = 0;
        boolean limited = limit > 0;
        int from = 0;
        while (from <= len && find(st, from)) {
            int ms = st.start(0);
            int me = st.end(0);
            from = me == ms ? me + 1 : me;
            if (!limited || list.size() < limit - 1) {
                if (index == 0 && ms == 0 && ms == me) {
                    continue;
                }
                list.add(new String(s, index, ms - index));
                index = me;
            } else {
                break;
            }
        }
        if (index == 0) {
            return new String[] { input };
        }
        list.add(new String(s, index, len - index));
        int size = list.size();
        if (limit == 0) {
            while (size > 0 && list.get(size - 1).isEmpty()) {
                size--;
            }
        }
        String[] r = new String[size];
        for (int k = 0; k < size; k++) {
            r[k] = list.get(k);
        }
        return r;
    }

    public String replace(String input, String replacement, boolean all) {
        char[] s = input.toCharArray();
        int len = s.length;
        State st = new State(this, s, len);
        if (!find(st, 0)) {
            return input;
        }
        StringBuilder sb = new StringBuilder(len + 16);
        int last = 0;
        int from;
        do {
            int ms = st.start(0);
            int me = st.end(0);
            sb.append(s, last, ms - last);
            appendReplacement(st, sb, replacement);
            last = me;
            if (!all) {
                break;
            }
            from = me == ms ? me + 1 : me;
        } while (from <= len && find(st, from));
        sb.append(s, last, len - last);
        return sb.toString();
    }

    /** Appends {@code replacement} with $n / ${name} / backslash escapes expanded. */
    public void appendReplacement(State st, StringBuilder sb, String replacement) {
        int n = replacement.length();
        for (int k = 0; k < n; k++) {
            char c = replacement.charAt(k);
            if (c == '\\') {
                k++;
                if (k == n) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                sb.append(replacement.charAt(k));
            } else if (c == '$') {
                k++;
                if (k == n) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                char d = replacement.charAt(k);
                int g;
                if (d == '{') {
                    int e = replacement.indexOf('}', k);
                    if (e < 0) {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String name = replacement.substring(k + 1, e);
                    g = groupIndex(name);
                    if (g < 0) {
                        throw new IllegalArgumentException("No group with name {" + name + "}");
                    }
                    k = e;
                } else {
                    g = d - '0';
                    if (g < 0 || g > 9) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    while (k + 1 < n) {
                        int nd = replacement.charAt(k + 1) - '0';
                        if (nd < 0 || nd > 9) {
                            break;
                        }
                        int ng = g * 10 + nd;
                        if (ng > groupCount) {
                            break;
                        }
                        g = ng;
                        k++;
                    }
                    if (g > groupCount) {
                        throw new IndexOutOfBoundsException("No group " + g);
                    }
                }
                int gs = st.start(g);
                int ge = st.end(g);
                if (gs >= 0 && ge >= 0) {
                    sb.append(st.s, gs, ge - gs);
                }
            } else {
                sb.append(c);
            }
        }
    }

    /** Returns a literal pattern string for {@code s} (like Pattern.quote). */
    public static String quote(String s) {
        int e = s.indexOf("\\E");
        if (e < 0) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int cur = 0;
        while ((e = s.indexOf("\\E", cur)) >= 0) {
            sb.append(s, cur, e);
            cur = e + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, cur, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    /** Escapes '\\' and '$' in a replacement string (like Matcher.quoteReplacement). */
    public static String quoteReplacement(String s) {
        if (s.indexOf('\\') < 0 && s.indexOf('$') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
