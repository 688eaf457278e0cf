// java.util.Arrays: sort of every primitive type (incl. NaN/-0.0 ordering for doubles), objects with
// comparators, ranges, binarySearch (found and insertion points), fill, copyOf/copyOfRange (padding),
// equals, toString, deepToString, asList (write-through), hashCode, stable sort of objects.
import java.util.*;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] ia = { 5, -3, 9, 0, Integer.MIN_VALUE, 42, 7, Integer.MAX_VALUE, -3 };
        Arrays.sort(ia);
        System.out.println(Arrays.toString(ia) + " bs(7)=" + Arrays.binarySearch(ia, 7) + " bs(8)=" + Arrays.binarySearch(ia, 8) + " bs(-100)=" + Arrays.binarySearch(ia, -100) + " bs(max)=" + Arrays.binarySearch(ia, Integer.MAX_VALUE));
        long[] la = { 3L, -1L << 40, 99L, 0L };
        Arrays.sort(la);
        double[] da = { 3.5, Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY, -2.25, Double.MAX_VALUE, 0.0, -0.0 };
        Arrays.sort(da);
        float[] fa = { 1f, Float.NaN, -1f, -0f, 0f };
        Arrays.sort(fa);
        char[] ca = "sorting chars!".toCharArray();
        Arrays.sort(ca);
        byte[] ba = { 5, -128, 127, 0, -1 };
        Arrays.sort(ba);
        short[] sa = { 300, -300, 0, 32767 };
        Arrays.sort(sa);
        System.out.println(Arrays.toString(la) + Arrays.toString(da) + Arrays.toString(fa) + "[" + new String(ca) + "]" + Arrays.toString(ba) + Arrays.toString(sa));
        System.out.println(Arrays.binarySearch(da, -0.0) + " " + Arrays.binarySearch(da, Double.NaN) + " " + Arrays.binarySearch(ca, 'z') + " " + Arrays.binarySearch(la, 99L));
        int[] part = { 9, 8, 7, 6, 5, 4, 3, 2, 1 };
        Arrays.sort(part, 2, 6);
        System.out.println(Arrays.toString(part));
        String[] sa2 = { "pear", "Apple", "fig", "apple", "Banana" };
        Arrays.sort(sa2);
        System.out.println(Arrays.toString(sa2));
        Arrays.sort(sa2, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(sa2));
        Arrays.sort(sa2, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(Arrays.toString(sa2) + " " + Arrays.binarySearch(new String[] { "a", "c", "e" }, "d"));
        Integer[] boxed = { 3, 1, 2, 5, 4 };
        Arrays.sort(boxed, Collections.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        int[] big = new int[5000];
        Random r = new Random(99);
        for (int i = 0; i < big.length; i++) big[i] = r.nextInt(100000) - 50000;
        int[] copy = big.clone();
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) sorted = false;
        long sum = 0;
        for (int i = 0; i < big.length; i += 50) sum += big[i] * (long) i;
        System.out.println("sorted=" + sorted + " sum=" + sum + " min=" + big[0] + " max=" + big[4999] + " eq=" + Arrays.equals(big, copy));
        String[] strs = new String[300];
        for (int i = 0; i < strs.length; i++) strs[i] = "s" + (i * 7919 % 300);
        Arrays.sort(strs);
        System.out.println(strs[0] + " " + strs[1] + " " + strs[150] + " " + strs[299]);
        int[] f = new int[6];
        Arrays.fill(f, 7);
        Arrays.fill(f, 1, 3, -1);
        Object[] of = new Object[3];
        Arrays.fill(of, "x");
        System.out.println(Arrays.toString(f) + " " + Arrays.toString(of));
        int[] grown = Arrays.copyOf(f, 9);
        int[] shrunk = Arrays.copyOf(f, 2);
        int[] range = Arrays.copyOfRange(f, 2, 8);
        String[] sgrown = Arrays.copyOf(new String[] { "a" }, 3);
        boolean[] bgrown = Arrays.copyOf(new boolean[] { true }, 2);
        double[] dgrown = Arrays.copyOf(new double[] { 1.5 }, 2);
        char[] cgrown = Arrays.copyOfRange("hello".toCharArray(), 1, 7);
        System.out.println(Arrays.toString(grown) + Arrays.toString(shrunk) + Arrays.toString(range) + Arrays.toString(sgrown) + Arrays.toString(bgrown) + Arrays.toString(dgrown) + cgrown.length + (int) cgrown[5]);
        try { Arrays.copyOfRange(f, 5, 2); } catch (IllegalArgumentException e) { System.out.println("copyOfRange: " + e.getMessage()); }
        try { Arrays.copyOf(f, -1); } catch (NegativeArraySizeException e) { System.out.println("copyOf: " + e.getMessage()); }
        try { Arrays.fill(f, 3, 1, 0); } catch (IllegalArgumentException e) { System.out.println("fill: " + e.getMessage()); }
        try { Arrays.fill(f, 0, 10, 0); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("fill: " + e.getMessage()); }
        System.out.println(Arrays.equals(new int[] { 1, 2 }, new int[] { 1, 2 }) + " " + Arrays.equals(new Object[] { "a", null }, new Object[] { "a", null }) + " " + Arrays.equals((int[]) null, null) + " " + Arrays.equals(new long[0], new long[1]));
        System.out.println(Arrays.deepToString(new Object[] { 1, new int[] { 2, 3 }, new Object[] { "x", new double[] { 4.5 } }, null, new char[] { 'c' } }));
        Object[] self = new Object[2];
        self[0] = self;
        System.out.println(Arrays.deepToString(self));
        String[] backing = { "one", "two", "three" };
        List<String> view = Arrays.asList(backing);
        view.set(1, "TWO");
        backing[2] = "THREE";
        System.out.println(view + " " + Arrays.toString(backing) + " " + view.size() + " " + view.contains("one") + " " + view.indexOf("THREE"));
        System.out.println(Arrays.hashCode(new Object[] { "a", 1 }) + " " + Arrays.asList(1, 2).hashCode() + " " + Arrays.hashCode((int[]) null) + " " + Arrays.toString(new Object[] { null, "n" }));
        Collections.reverse(view);
        System.out.println(Arrays.toString(backing));
    }
}
