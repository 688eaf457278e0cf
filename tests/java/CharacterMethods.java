// Character class: classification (isDigit/isLetter/isLetterOrDigit/isWhitespace/isUpperCase/
// isLowerCase/isSpaceChar/isAlphabetic), case conversion, digit/forDigit/getNumericValue,
// toString/valueOf/compare, surrogates, MIN/MAX constants, over ASCII and some Latin-1/Unicode chars.
public class CharacterMethods {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int c = 0; c < 128; c++) {
            char ch = (char) c;
            int flags = (Character.isDigit(ch) ? 1 : 0) | (Character.isLetter(ch) ? 2 : 0) | (Character.isLetterOrDigit(ch) ? 4 : 0) | (Character.isWhitespace(ch) ? 8 : 0)
                | (Character.isUpperCase(ch) ? 16 : 0) | (Character.isLowerCase(ch) ? 32 : 0) | (Character.isSpaceChar(ch) ? 64 : 0) | (Character.isISOControl(ch) ? 128 : 0)
                | (Character.isJavaIdentifierStart(ch) ? 256 : 0) | (Character.isJavaIdentifierPart(ch) ? 512 : 0) | (Character.isAlphabetic(c) ? 1024 : 0);
            sb.append(Integer.toHexString(flags)).append(c % 16 == 15 ? "\n" : " ");
        }
        System.out.print(sb);
        String up = "", low = "";
        for (char ch = ' '; ch < 127; ch++) { up += Character.toUpperCase(ch); low += Character.toLowerCase(ch); }
        System.out.println(up);
        System.out.println(low);
        char[] extra = { '\u00e9', '\u00c9', '\u00df', '\u00b5', '\u00a0', '\u2028', '\u0660', '\u4e2d', '\u03a9', '\u03c9', '\u0130', '\u00ff', '\u2163' };
        for (char ch : extra) {
            System.out.println(Integer.toHexString(ch) + ": digit=" + Character.isDigit(ch) + " letter=" + Character.isLetter(ch) + " upper=" + Character.isUpperCase(ch) + " lower=" + Character.isLowerCase(ch)
                + " ws=" + Character.isWhitespace(ch) + " space=" + Character.isSpaceChar(ch) + " toUpper=" + Integer.toHexString(Character.toUpperCase(ch)) + " toLower=" + Integer.toHexString(Character.toLowerCase(ch))
                + " type=" + Character.getType(ch));
        }
        for (int r : new int[] { 2, 8, 10, 16, 36 }) {
            StringBuilder d = new StringBuilder("radix " + r + ":");
            for (char ch : "019afzAZ-".toCharArray()) d.append(' ').append(Character.digit(ch, r));
            for (int v = 0; v < 12; v++) d.append(' ').append(Character.forDigit(v, r) == 0 ? '_' : Character.forDigit(v, r));
            System.out.println(d);
        }
        System.out.println(Character.getNumericValue('a') + " " + Character.getNumericValue('Z') + " " + Character.getNumericValue('5') + " " + Character.getNumericValue('-') + " " + Character.getNumericValue('\u2163'));
        System.out.println(Character.toString('x') + Character.valueOf('y') + " " + Character.compare('a', 'b') + " " + Character.valueOf('q').compareTo('a') + " " + (int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MAX_RADIX + " " + Character.MIN_RADIX);
        String emoji = "x\uD83D\uDE00y";
        System.out.println(emoji.length() + " " + Character.isHighSurrogate(emoji.charAt(1)) + " " + Character.isLowSurrogate(emoji.charAt(2)) + " " + Character.isSurrogate('a') + " " + Integer.toHexString(Character.toCodePoint(emoji.charAt(1), emoji.charAt(2))) + " " + emoji.codePointAt(1) + " " + Character.charCount(0x1F600) + " " + emoji.codePointCount(0, emoji.length()));
        System.out.println(Character.isDigit('\u0663') + " " + Character.digit('\u0663', 10) + " " + Character.isLetter('\u4e2d') + " " + Character.toChars(0x1F600).length + " " + Character.isValidCodePoint(0x110000) + " " + Character.reverseBytes('\u1234') + (int) Character.reverseBytes('\u1234'));
    }
}
