// String.format / printf: %d %s %f %.Nf %x %X %o %c %e %E %b %% %n with widths, precision and flags
// (-, 0, +, space, ',', '(' , '#'), boxed and primitive arguments, null, argument indexes, errors.
import java.util.*;

public class FormatTest {
    public static void main(String[] args) {
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%,d] [%+d] [% d] [%(d] [%x] [%X] [%o] [%08X] [%#x] [%#o]", 42, 42, 42, 42, 1234567, 42, 42, -42, 255, 255, 8, 48879, 255, 8));
        System.out.println(String.format("[%d] [%,d] [%x] [%d] [%x] [%,d] [%+,d]", -1, -9876543210L, -1, Long.MIN_VALUE, -1L, Integer.MIN_VALUE, 1000));
        System.out.println(String.format("[%s] [%10s] [%-10s|] [%.3s] [%10.2s] [%S] [%s] [%s]", "hello", "hi", "left", "truncate", "xyz", "upper", null, 12.5));
        System.out.println(String.format("[%f] [%.3f] [%10.2f] [%-10.1f|] [%010.3f] [%08.3f] [%+.2f] [%,.2f] [%.0f] [%.0f] [%.0f] [%(.2f]", 3.14159, 2.71828, 1234.567, 9.99, -3.5, 3.14159, 2.0, 1234567.891, 2.5, 3.5, 0.5, -7.125));
        System.out.println(String.format("[%e] [%.3e] [%E] [%12.4e] [%e] [%.2e] [%e]", 12345.6789, 0.000123456, 1e-10, 6.02e23, 0.0, -1.0, 1e100));
        System.out.println(String.format("[%c] [%c] [%3c] [%-3c|] [%C] [%c]", 'a', 65, 'z', 'q', 'b', (int) '\u00e9'));
        System.out.println(String.format("[%b] [%b] [%b] [%B] [%5b] [%b]", true, false, null, true, false, "nonnull"));
        System.out.println(String.format("100%% done%n second line [%%]"));
        System.out.println(String.format("%2$s %1$s %2$s %3$d", "a", "b", 3) + " " + String.format("%s %<s %s", "x", "y"));
        System.out.println(String.format("[%.2f] [%.2f] [%.2f] [%.2f] [%.1f] [%.1f] [%.3f]", 0.125, 0.375, 1.005, 2.675, 0.05, 0.15, 1.0005));
        System.out.println(String.format("[%f] [%f] [%f] [%.2f] [%e]", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, Double.MAX_VALUE));
        System.out.println(String.format("[%.10f] [%.15f] [%f] [%.1f] [%f]", 1.0 / 3, 0.1, 1e-7, 1e15, 123456789.123456789));
        System.out.println(String.format("[%d] [%d] [%d] [%d] [%s] [%s] [%.1f]", (byte) -1, (short) 300, 'c' + 0, Integer.valueOf(5), new int[0].length, Arrays.asList(1, 2), 2.5f));
        System.out.println(String.format("[%h] [%s] [%10.3s|]", "hi", new StringBuilder("sb"), true));
        System.out.printf("%-12s|%8s|%6s%n", "Name", "Qty", "Price");
        String[] items = { "apple", "banana", "cherry pie", "d" };
        int[] qty = { 3, 12, 1, 1000 };
        double[] price = { 0.5, 0.25, 12.999, 1234.5 };
        for (int i = 0; i < items.length; i++) System.out.printf("%-12s|%8d|%6.2f%n", items[i], qty[i], price[i]);
        System.out.printf("%s has %d items costing %.2f total%n", "cart", 4, 1248.249);
        System.out.println(String.format("%5.1f%%", 45.678) + String.format("|%-6b|", true) + String.format("%03d:%02d", 7, 5));
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%d-%s", 1, "built")).append(String.format("|%x", 4096));
        System.out.println(sb);
        String[] bad = { "%d", "%q", "%.2d", "%-d" };
        Object[] badArgs = { "notanint", 1, 5, 5 };
        for (int i = 0; i < bad.length; i++) {
            try { System.out.println(String.format(bad[i], badArgs[i])); }
            catch (IllegalArgumentException e) { System.out.println("bad format " + bad[i] + ": IllegalArgumentException subclass"); }
        }
        try { String.format("%s %s", "only one"); } catch (IllegalArgumentException e) { System.out.println("missing argument: IllegalArgumentException subclass"); }
        for (int w = 1; w <= 12; w += 4) System.out.println(String.format("%" + w + "d|%-" + w + "s|%" + w + ".1f", w * 111, "ab", w / 3.0));
        long[] money = { 0, 5, 99, 100, 123456, -99999999 };
        for (long c : money) System.out.print(String.format("%,.2f ", c / 100.0));
        System.out.println();
        System.out.println(String.format("%08.2f|%-8.2f|%+08d|%,010d|%x|%o", -3.14159, 2.5, 42, 1234567, (byte) -1, -8));
    }
}
