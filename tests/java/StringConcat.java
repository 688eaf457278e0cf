// String concatenation with every type: char, null, double, float, long, boolean, objects
// (toString), char arrays via String.valueOf, nested concats, += in loops, constants with
// special characters (exercises both invokedynamic recipes and StringBuilder chains).
public class StringConcat {
    static class P { int x; P(int x) { this.x = x; } public String toString() { return "P<" + x + ">"; } }
    static class NullStr { public String toString() { return null; } }
    public static void main(String[] args) {
        String s = null;
        Object o = null;
        char c = 'q'; byte b = -3; short sh = 300; int i = -42; long l = 1234567890123L; float f = 1.5f; double d = -0.25; boolean z = true;
        System.out.println("s=" + s + " o=" + o + " c=" + c + " b=" + b + " sh=" + sh + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " z=" + z);
        System.out.println(c + b + sh + i + "|" + c + b + sh + i);
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println("" + 'a' + 'b' + ('a' + 'b'));
        System.out.println("obj: " + new P(5) + new P(-1) + " nullToString: " + new NullStr());
        char[] arr = { 'h', 'i' };
        System.out.println("chars: " + String.valueOf(arr) + " " + new String(arr));
        String acc = "";
        for (int k = 0; k < 10; k++) acc += k + ",";
        acc += null;
        acc += 'X';
        acc += 2.5f;
        System.out.println(acc);
        String special = "tab\there \u0001 \\u0001-literal \u00e9\u4e2d \"quoted\" 'single' %s %d {0} \\ end";
        System.out.println(special + i + special.length());
        System.out.println("\u0002" + i + "\u0001" + d + "\u0001\u0002");
        String withNul = "nul\0mid" + c;
        System.out.println(withNul.length() + " " + (int) withNul.charAt(3));
        final String K = "const";
        String folded = K + "ant" + 1 + 'c' + true + 1.5 + 2L;
        System.out.println(folded + " " + (folded == "constant1ctrue1.52"));
        Integer boxed = 77; Double bd = null; Character bc = 'w';
        System.out.println("boxed " + boxed + bd + bc + (boxed + 1));
        long big = Long.MIN_VALUE; int mi = Integer.MIN_VALUE;
        System.out.println(big + "" + mi + Double.MIN_VALUE + Float.MAX_VALUE + Double.NaN + (1 / 0.0f));
        StringBuilder sb = new StringBuilder("sb");
        System.out.println("builder " + sb + " " + sb.length() + new StringBuilder(sb).reverse());
        int[] ints = { 1 };
        System.out.println(("arr len " + ints.length + ints[0]).length());
        String x = "x";
        x = x + x + x;
        x = x + x;
        System.out.println(x + " " + x.length());
        String t = "a" + (z ? "yes" : null) + (!z ? 1 : 2) + (i < 0 ? 'n' : 'p');
        System.out.println(t);
        String many = "" + b + b + sh + sh + c + c + f + f + d + d + l + l + z + z + s + s;
        System.out.println(many);
    }
}
