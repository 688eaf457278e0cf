// StringBuilder and StringBuffer: append of all types, insert, reverse (incl. surrogates),
// delete, deleteCharAt, replace, setCharAt, setLength, indexOf, capacity growth, chaining, errors.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('a').append(2L).append(3.5f).append(4.25).append(true).append((String) null).append((Object) null).append(new char[] { 'x', 'y' }).append("str", 1, 3);
        System.out.println(sb + " len=" + sb.length());
        sb.insert(0, "START").insert(5, '-').insert(sb.length(), 99).insert(3, 1.5).insert(2, false);
        System.out.println(sb);
        sb.reverse();
        System.out.println(sb);
        sb.reverse();
        sb.delete(0, 5).deleteCharAt(0).replace(0, 3, "REPL");
        System.out.println(sb);
        sb.setCharAt(0, 'r');
        sb.setLength(10);
        System.out.println(sb + " len=" + sb.length());
        sb.setLength(12);
        System.out.println(sb.toString().replace('\0', '0') + " len=" + sb.length());
        StringBuilder s2 = new StringBuilder("hello world hello");
        System.out.println(s2.indexOf("hello") + " " + s2.indexOf("hello", 1) + " " + s2.lastIndexOf("hello") + " " + s2.charAt(4) + " " + s2.substring(6) + " " + s2.substring(0, 5));
        StringBuilder big = new StringBuilder(2);
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println(big.length() + " " + big.substring(995) + " cap>=len " + (big.capacity() >= big.length()));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(42).insert(0, '[').append(']').reverse();
        System.out.println(buf + " " + buf.length());
        String sur = "a\uD83D\uDE00b";
        System.out.println(new StringBuilder(sur).reverse().toString().equals("b\uD83D\uDE00a"));
        try { new StringBuilder("abc").deleteCharAt(3); } catch (StringIndexOutOfBoundsException e) { System.out.println("deleteCharAt: " + e.getClass().getSimpleName()); }
        try { new StringBuilder("abc").insert(4, "x"); } catch (StringIndexOutOfBoundsException e) { System.out.println("insert: " + e.getClass().getSimpleName()); }
        try { new StringBuilder("abc").setLength(-1); } catch (StringIndexOutOfBoundsException e) { System.out.println("setLength: " + e.getClass().getSimpleName()); }
        StringBuilder d = new StringBuilder("0123456789");
        d.delete(3, 100);
        System.out.println(d + " " + new StringBuilder("abcdef").replace(2, 4, "").toString() + " " + new StringBuilder("abc").replace(1, 10, "XYZW"));
        StringBuilder pal = new StringBuilder();
        for (String w : new String[] { "racecar", "level", "hello", "noon", "abcba", "ab" }) pal.append(w).append(new StringBuilder(w).reverse().toString().equals(w) ? "+ " : "- ");
        System.out.println(pal);
        CharSequence cs = new StringBuilder("seq");
        System.out.println(cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3) + " " + cs.toString().equals("seq") + " " + new StringBuilder("a").equals(new StringBuilder("a")));
        StringBuilder cmp = new StringBuilder();
        cmp.append(Integer.MIN_VALUE).append(' ').append(Long.MIN_VALUE).append(' ').append(-0.0).append(' ').append(Float.NaN).append(' ').append('\u00e9');
        System.out.println(cmp);
    }
}
