// String API: length/charAt/substring/indexOf/lastIndexOf/contains/startsWith/endsWith/replace/
// trim/strip-free/toUpperCase/toLowerCase/split (simple patterns)/join/compareTo/equalsIgnoreCase/
// hashCode/toCharArray/valueOf/chars, StringIndexOutOfBounds messages, String.repeat-free (Java 8 API only).
import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;

public class StringMethods {
    public static void main(String[] args) {
        String s = "  Hello, World! Hello again.  ";
        String t = s.trim();
        System.out.println("[" + t + "] " + t.length() + " " + s.length());
        System.out.println(t.charAt(0) + " " + t.charAt(t.length() - 1) + " " + t.indexOf('o') + " " + t.indexOf('o', 5) + " " + t.lastIndexOf('o') + " " + t.indexOf("Hello", 1) + " " + t.lastIndexOf("Hello") + " " + t.indexOf("zzz") + " " + t.indexOf(""));
        System.out.println(t.substring(7) + "|" + t.substring(7, 12) + "|" + t.substring(0, 0) + "|" + t.subSequence(0, 5));
        System.out.println(t.contains("World") + " " + t.startsWith("Hell") + " " + t.startsWith("World", 7) + " " + t.endsWith("again.") + " " + t.isEmpty() + " " + "".isEmpty());
        System.out.println(t.replace('l', 'L') + " | " + t.replace("Hello", "Bye") + " | " + t.replace("", "-").substring(0, 12));
        System.out.println(t.toUpperCase() + " | " + t.toLowerCase() + " | " + "MiXeD 123 \u00c9t\u00e9".toLowerCase() + " | " + "stra\u00dfe".toUpperCase());
        System.out.println(Arrays.toString("a,b,,c,,".split(",")) + " " + Arrays.toString("a,b,,c,,".split(",", -1)) + " " + Arrays.toString("a,b,c".split(",", 2)));
        System.out.println(Arrays.toString("  lots   of   space  ".split("\\s+")) + " " + Arrays.toString("one two  three".split(" ")) + " " + Arrays.toString("".split(",")) + " " + Arrays.toString("a|b|c".split("\\|")));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join(", ", Arrays.asList("x", "y")) + " " + String.join("", new ArrayList<String>()));
        String[] words = { "banana", "Apple", "cherry", "apple", "Banana", "", "b" };
        for (String w : words) System.out.print(w.compareTo("apple") + "/" + w.compareToIgnoreCase("apple") + "/" + w.equalsIgnoreCase("APPLE") + "/" + w.hashCode() + " ");
        System.out.println();
        System.out.println(Arrays.toString("chars".toCharArray()) + " " + String.valueOf(3.5) + String.valueOf(true) + String.valueOf('c') + String.valueOf(12L) + String.valueOf((Object) null) + " " + String.valueOf(new char[] { 'o', 'k' }, 1, 1));
        System.out.println("abc".concat("def") + " " + "a-b-c".replace("-", "") + " " + "x".equals(null) + " " + "x".equals("x") + " " + "ab".contentEquals(new StringBuilder("ab")));
        System.out.println("  pad ".trim().length() + " " + "\t\n x \r".trim() + " " + "Mississippi".replace("ss", "SS") + " " + "aaa".replace("aa", "b"));
        System.out.println("hello".matches("hello") + " " + "abcabc".lastIndexOf("bc", 3) + " " + "abc".indexOf(98) + " " + "Hello".codePointAt(1) + " " + "regionMatches".regionMatches(true, 6, "MATCH", 0, 5));
        String u = "\u00e9\u4e2d\u0041";
        System.out.println(u.length() + " " + (int) u.charAt(1) + " " + u.toUpperCase().length());
        char[] dst = new char[5];
        "abcdefg".getChars(2, 5, dst, 1);
        System.out.println(Arrays.toString(dst).replace('\0', '_'));
        try { "abc".charAt(5); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE: " + e.getMessage()); }
        try { "abc".substring(2, 1); } catch (StringIndexOutOfBoundsException e) { System.out.println("SIOOBE: " + e.getMessage()); }
        try { "abc".substring(-1); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
        try { "abc".substring(4); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage()); }
        List<String> parts = new ArrayList<String>();
        for (String p : "k1=v1;k2=v2;k3=".split(";")) { String[] kv = p.split("="); parts.add(kv[0] + "->" + (kv.length > 1 ? kv[1] : "<none>")); }
        System.out.println(parts);
        StringBuilder hashes = new StringBuilder();
        for (int i = 0; i < 20; i++) hashes.append(("str" + i * i).hashCode() % 1000).append(' ');
        System.out.println(hashes.toString().trim());
        System.out.println("%d items".length() + " " + "a\\b".length() + " " + "tab\tx".indexOf('\t') + " " + "CASE".toLowerCase().equals("case") + " " + "Abc".compareTo("Abcd") + " " + "b".compareTo("a"));
        String big = "";
        for (int i = 0; i < 50; i++) big = big + (char) ('a' + i % 26);
        System.out.println(big + " " + big.indexOf("xyz") + " " + big.lastIndexOf('a') + " " + big.hashCode());
    }
}
