// NO-RELEASE8
import java.util.*;

/** String concatenation through the JDK's StringConcatFactory: every argument type, constants, and recipes that need care. */
public class StringConcatKinds {
    static class Odd {
        final String s;
        Odd(String s) { this.s = s; }
        @Override public String toString() { return s; }
    }
    static class Counting {
        int calls;
        @Override public String toString() { return "C" + (++calls); }
    }
    static final String CONST = "const";
    static final int ICONST = 17;

    public static void main(String[] args) {
        boolean z = true; byte b = -8; char c = 'ç'; short s = 300; int i = -42; long l = Long.MIN_VALUE;
        float f = 1.1f; double d = -0.0; Object o = new Object() { public String toString() { return "obj"; } };
        String nul = null; Object nulObj = null; int[] arr = {1};
        System.out.println("z=" + z + " b=" + b + " c=" + c + " s=" + s + " i=" + i + " l=" + l + " f=" + f + " d=" + d);
        System.out.println("o=" + o + " null=" + nul + " nullObj=" + nulObj + " arr=" + (arr.length) + " " + CONST + ICONST);
        System.out.println(z + "" + b + c + s + i + l + f + d);
        System.out.println(1 + 2 + "x" + 1 + 2 + 'c' + (char) 66 + 1.0f + 2.5 + 'z');
        System.out.println("" + Double.NaN + Float.POSITIVE_INFINITY + Double.MIN_VALUE + Float.MAX_VALUE + 1e21 + 1e-5f);
        // Constants holding the recipe's tag characters \u0001 and \u0002.
        String tags = "\u0001" + i + "\u0002" + CONST + "\u0001\u0002";
        System.out.println(tags.length() + " " + (int) tags.charAt(0) + " " + (int) tags.charAt(tags.length() - 1) + " " + tags.substring(1, 4));
        // Non-Latin-1 results and arguments.
        String greek = "αβγ";
        System.out.println("mixed " + greek + c + '\u20ac' + "\uD83D\uDE00" + i);
        // toString that returns null, that has side effects, that throws.
        Odd odd = new Odd(null);
        System.out.println("odd=" + odd + "|" + new Odd("x"));
        Counting counting = new Counting();
        String once = "a" + counting + "b" + counting;
        System.out.println(once + " calls=" + counting.calls);
        Object thrower = new Object() { public String toString() { throw new IllegalStateException("toString failed"); } };
        try {
            String x = "t=" + thrower;
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        // Compound assignment, char + char arithmetic vs concat, String += in a loop.
        String acc = "";
        for (int k = 0; k < 5; k++) acc += k + ",";
        acc += 'e';
        System.out.println(acc + " " + ('a' + 'b') + " " + ("" + 'a' + 'b'));
        StringBuilder sb = new StringBuilder("sb");
        CharSequence cs = sb;
        System.out.println("cs=" + cs + " sb=" + sb.append(1) + " list=" + List.of(1, 2) + " map=" + Map.of("k", 1));
        // Many arguments (javac splits recipes above 200 slots).
        long v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9;
        String many = "" + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9
                + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9
                + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9
                + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9
                + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9
                + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9;
        System.out.println(many.length() + " " + many.hashCode());
        // The same site run many times, and in a method with longs and doubles around.
        String last = null;
        for (int k = 0; k < 300; k++) last = k + ":" + (k * 0.5) + ":" + (long) k * 1000000000L;
        System.out.println(last);
        System.out.println(tail(3, 4.5, "end"));
    }

    static String tail(long a, double b, String c) {
        return "[" + a + "|" + b + "|" + c + "]";
    }
}
