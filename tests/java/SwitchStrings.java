// Switch on strings incl. hash collisions ("Aa"/"BB", "AaAa"/"BBBB"), fallthrough,
// default in the middle, empty string, and the NPE on a null selector.
public class SwitchStrings {
    static String classify(String s) {
        switch (s) {
            case "Aa": return "Aa-case";
            case "BB": return "BB-case";
            case "AaAa": return "AaAa-case";
            case "BBBB": return "BBBB-case";
            case "AaBB": return "AaBB-case";
            case "": return "empty";
            case "hello":
            case "hi": return "greeting";
            default: return "unknown(" + s + ")";
            case "bye": return "farewell";
        }
    }
    static int fallthrough(String s) {
        int r = 0;
        switch (s) {
            case "three": r += 3;
            case "two": r += 2;
            case "one": r += 1; break;
            case "ten": r = 10;
        }
        return r;
    }
    public static void main(String[] args) {
        String[] inputs = { "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "hello", "hi", "bye", "Hello", "x" };
        for (String s : inputs) System.out.println("[" + s + "] hash=" + s.hashCode() + " -> " + classify(s));
        for (String s : new String[] { "one", "two", "three", "ten", "zero" }) System.out.println(s + " -> " + fallthrough(s));
        String built = new StringBuilder("he").append("llo").toString();
        System.out.println("built -> " + classify(built));
        try {
            String n = null;
            classify(n);
        } catch (NullPointerException e) {
            System.out.println("null switch -> " + e.getClass().getName());
        }
        int vowels = 0, others = 0;
        for (String w : "the quick brown fox jumps over a lazy dog".split(" ")) {
            switch (w.substring(0, 1)) {
                case "a": case "e": case "i": case "o": case "u": vowels++; break;
                default: others++;
            }
        }
        System.out.println("vowel-words=" + vowels + " others=" + others);
    }
}
