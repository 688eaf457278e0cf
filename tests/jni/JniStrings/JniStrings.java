// Strings through JNI: NewString and NewStringUTF (non-ASCII, supplementary characters, the
// modified UTF-8 zero, malformed bytes), GetStringLength / GetStringUTFLength, Get/Release
// StringChars and StringUTFChars, GetStringRegion / GetStringUTFRegion (and their bounds
// errors), GetStringCritical; strings passed both ways.
public class JniStrings {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jnistrings");
    }

    static native String fromUtf16(char[] units);
    static native String fromModifiedUtf8(byte[] bytes);
    static native String describe(String s);
    static native String regions(String s, int start, int len);
    static native int criticalSum(String s);
    static native String upper(String s);
    static native void errors(String s);

    static String units(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            if (i > 0) {
                b.append(' ');
            }
            b.append(Integer.toHexString(s.charAt(i)));
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String[] samples = {"", "plain", "caf\u00e9", "\u20ac uro", "nul\u0000in", "\ud83d\ude00 smile", "\ud800 lone", "z\u07ff\u0800\uffff"};
        for (String s : samples) {
            say(describe(s));
            say("  round trip UTF-16: " + s.equals(fromUtf16(s.toCharArray())) + ", upper: " + units(upper(s)));
        }
        byte[][] utf = {
            {'a', 'b', 'c'},
            {(byte) 0xc3, (byte) 0xa9},                          // é
            {(byte) 0xc0, (byte) 0x80, 'x'},                     // modified UTF-8 zero
            {(byte) 0xed, (byte) 0xa0, (byte) 0xbd, (byte) 0xed, (byte) 0xb8, (byte) 0x80}, // a surrogate pair
            {(byte) 0xf0, (byte) 0x9f, (byte) 0x98, (byte) 0x80}, // 4-byte UTF-8 (not modified UTF-8)
            {(byte) 0x80, 'a'},                                  // a stray continuation byte
            {(byte) 0xe2, (byte) 0x82},                          // truncated
            {(byte) 0xc3, 'a'},                                  // bad continuation
            {(byte) 0xff, (byte) 0xfe},
        };
        for (byte[] b : utf) {
            String s = fromModifiedUtf8(b);
            say("NewStringUTF -> length " + s.length() + ": " + units(s));
        }
        say(regions("Hello, world", 7, 5));
        say(regions("\u00e9t\u00e9 \u20ac", 1, 3));
        say(regions("abc", 3, 0));
        say("critical sum " + criticalSum("ABC\u20ac") + " " + criticalSum(""));
        errors("short");
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            big.append((char) ('a' + i % 26)).append('\u00e9');
        }
        String bs = big.toString();
        say("big: " + describe(bs).length() + " " + upper(bs).hashCode());
    }
}
