// Autoboxing/unboxing, Integer cache (== for 127 vs 128), valueOf caches of all wrappers,
// NPE on unboxing null, equals across types, boxing in collections and arithmetic.
import java.util.*;

public class BoxingCache {
    static int unbox(Integer i) { return i; }
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (c.intValue() == d));
        Integer m1 = -128, m2 = -128, m3 = -129, m4 = -129;
        System.out.println((m1 == m2) + " " + (m3 == m4));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println((l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4) + " " + l3.equals(128));
        Short s1 = 100, s2 = 100; Byte b1 = (byte) -5, b2 = (byte) -5; Character c1 = 'z', c2 = 'z', c3 = '\u0100', c4 = '\u0100';
        System.out.println((s1 == s2) + " " + (b1 == b2) + " " + (c1 == c2) + " " + (c3 == c4) + " " + c3.equals(c4));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE");
        System.out.println((t1 == t2) + " " + Boolean.valueOf("yes") + " " + Boolean.parseBoolean("True") + " " + (Boolean.TRUE == Boolean.valueOf(true)));
        System.out.println((Integer.valueOf(1000) == Integer.valueOf(1000)) + " " + (Integer.valueOf(10) == Integer.valueOf(10)) + " " + (Integer.valueOf("42") == Integer.valueOf(42)));
        Integer n = null;
        try { int x = n; System.out.println(x); } catch (NullPointerException e) { System.out.println("unbox null: " + e.getClass().getName()); }
        try { unbox(null); } catch (NullPointerException e) { System.out.println("unbox param null: " + e.getClass().getSimpleName()); }
        Map<String, Integer> map = new HashMap<String, Integer>();
        try { int v = map.get("missing"); System.out.println(v); } catch (NullPointerException e) { System.out.println("map unbox: NPE"); }
        Boolean nb = null;
        try { if (nb) System.out.println("x"); } catch (NullPointerException e) { System.out.println("Boolean null: NPE"); }
        Integer sum = 0;
        for (int i = 0; i < 100; i++) sum += i;
        System.out.println("sum=" + sum);
        Double dd = 2.5;
        double prod = dd * sum;
        System.out.println(prod + " " + (dd > 2) + " " + (sum == 4950) + " " + new Integer(5).equals(5) + " " + Long.valueOf(5).equals(5));
        List<Integer> list = new ArrayList<Integer>();
        for (int i = 0; i < 10; i++) list.add(i * 100);
        list.remove(Integer.valueOf(300));  // remove(Object)
        list.remove(0);                     // remove(int index)
        System.out.println(list + " " + list.contains(500) + " " + list.indexOf(900));
        Object o = 42;
        Object p = 42L;
        Object q = 4.2f;
        Object r = 'c';
        System.out.println(o.getClass().getName() + " " + p.getClass().getName() + " " + q.getClass().getName() + " " + r.getClass().getName() + " " + o.equals(p));
        Integer big1 = 1000, big2 = 1000;
        System.out.println((big1 <= big2 && big1 >= big2 && big1 != big2) + " " + big1.compareTo(big2) + " " + Integer.compare(3, 7) + " " + Character.compare('b', 'a'));
        System.out.println(Integer.valueOf(77).hashCode() + " " + Long.valueOf(-1L).hashCode() + " " + Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode() + " " + Character.valueOf('A').hashCode() + " " + Double.valueOf(1.5).hashCode() + " " + Short.valueOf((short) -2).hashCode() + " " + Byte.valueOf((byte) 9).hashCode());
        int total = 0;
        Integer counter = 0;
        for (int i = 0; i < 300; i++) { counter++; if (counter == i + 1) total++; }
        System.out.println("total=" + total + " counter=" + counter);
        System.out.println(Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Long.MAX_VALUE + " " + (int) Character.MAX_VALUE + " " + Integer.SIZE + " " + Long.BYTES);
    }
}
