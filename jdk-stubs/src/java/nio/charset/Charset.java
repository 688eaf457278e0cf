package java.nio.charset;

/**
 * Minimal Charset: names only. rjvm's streams encode and decode UTF-8, ISO-8859-1 and US-ASCII
 * themselves (dispatching on {@link #name()}); UTF-16 variants are known by name.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        checkName(canonicalName);
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases.clone();
    }

    private static final class Known extends Charset {
        Known(String name, String[] aliases) {
            super(name, aliases);
        }
    }

    static final Charset UTF_8 = new Known("UTF-8", new String[] {"UTF8", "unicode-1-1-utf-8"});
    static final Charset US_ASCII = new Known("US-ASCII", new String[] {"iso-ir-6", "ANSI_X3.4-1986",
        "ISO_646.irv:1991", "ASCII", "ISO646-US", "us", "IBM367", "cp367", "csASCII", "default",
        "646", "iso_646.irv:1983", "ANSI_X3.4-1968", "ascii7"});
    static final Charset ISO_8859_1 = new Known("ISO-8859-1", new String[] {"iso-ir-100", "ISO_8859-1",
        "latin1", "l1", "IBM819", "cp819", "csISOLatin1", "819", "IBM-819", "ISO8859_1",
        "ISO_8859-1:1987", "ISO_8859_1", "8859_1", "ISO8859-1"});
    static final Charset UTF_16BE = new Known("UTF-16BE", new String[] {"UTF_16BE", "ISO-10646-UCS-2",
        "X-UTF-16BE", "UnicodeBigUnmarked"});
    static final Charset UTF_16LE = new Known("UTF-16LE", new String[] {"UTF_16LE", "X-UTF-16LE",
        "UnicodeLittleUnmarked"});
    static final Charset UTF_16 = new Known("UTF-16", new String[] {"UTF_16", "utf16", "unicode",
        "UnicodeBig"});

    private static final Charset[] ALL = {UTF_8, US_ASCII, ISO_8859_1, UTF_16BE, UTF_16LE, UTF_16};

    private static boolean isLegalChar(char c, boolean first) {
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            return true;
        }
        if (first) {
            return false;
        }
        return c == '-' || c == '+' || c == ':' || c == '_' || c == '.';
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            if (!isLegalChar(s.charAt(i), i == 0)) {
                throw new IllegalCharsetNameException(s);
            }
        }
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        for (Charset cs : ALL) {
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
        }
        for (Charset cs : ALL) {
            for (String a : cs.aliases) {
                if (a.equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        checkName(charsetName);
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalCharsetNameException e) {
            return fallback;
        }
    }

    public static Charset defaultCharset() {
        return UTF_8;
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public boolean contains(Charset cs) {
        if (this == cs || this == UTF_8 || this == UTF_16 || this == UTF_16BE || this == UTF_16LE) {
            return true;
        }
        if (this == ISO_8859_1) {
            return cs == US_ASCII;
        }
        return false;
    }

    @Override
    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    @Override
    public final int hashCode() {
        return name().hashCode();
    }

    @Override
    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    @Override
    public final String toString() {
        return name();
    }
}
