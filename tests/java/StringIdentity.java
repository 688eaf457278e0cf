// String identity: literal interning across classes, compile-time constant folding, new String,
// intern(), final vs non-final variables in concatenation, switch-independent equality.
public class StringIdentity {
    static final String CONST = "ab";
    static String nonFinal = "ab";
    static class Other { static final String LIT = "hello"; static String get() { return "hello"; } }
    public static void main(String[] args) {
        String a = "a", b = "b";
        final String fa = "a", fb = "b";
        String ab = "ab";
        System.out.println(("a" + "b" == "ab") + " " + (fa + fb == ab) + " " + (a + b == ab) + " " + (CONST == ab) + " " + (nonFinal == ab));
        System.out.println((a + b).equals(ab) + " " + ((a + b).intern() == ab) + " " + (new String("ab") == ab) + " " + (new String("ab").intern() == ab));
        System.out.println((Other.LIT == "hello") + " " + (Other.get() == "hello") + " " + (Other.get() == Other.LIT));
        String built = new StringBuilder("hel").append("lo").toString();
        System.out.println((built == "hello") + " " + (built.intern() == "hello") + " " + built.equals("hello") + " " + (built.intern() == built.intern()));
        String s1 = new String("fresh-unique-string-123");
        String s2 = s1.intern();
        System.out.println((s1 == s2) + " " + (s2 == "fresh-unique-string-123"));
        String dyn = String.valueOf(987654321L);
        String dynI = dyn.intern();
        System.out.println((dynI == dyn) + " " + (dynI == "987654321"));
        System.out.println(("" + 1 + 2 == "12") + " " + ("x" + 1.5 == "x1.5") + " " + ("c" + 'h' == "ch") + " " + ("t" + true == "ttrue"));
        String empty = "";
        System.out.println((empty == "") + " " + (new String() == "") + " " + new String().isEmpty() + " " + ("".intern() == empty));
        String sub = "hello".substring(0);
        System.out.println((sub == "hello") + " " + ("hello".substring(1) == "ello") + " " + ("hello".toString() == "hello"));
        String[] arr = { "k", "k", new String("k") };
        System.out.println((arr[0] == arr[1]) + " " + (arr[0] == arr[2]) + " " + (arr[2].intern() == arr[0]));
        int identical = 0;
        for (int i = 0; i < 100; i++) { String k = ("key" + i).intern(); if (k == ("key" + i).intern()) identical++; }
        System.out.println("identical=" + identical);
        System.out.println(System.identityHashCode(ab) == System.identityHashCode("ab"));
    }
}
