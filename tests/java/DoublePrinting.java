// Double.toString edge cases (shortest repr, exponent thresholds 1e-3 and 1e7), plus
// String.valueOf, concatenation and StringBuilder.append of doubles, and parsing round trips.
public class DoublePrinting {
    public static void main(String[] args) {
        double[] ds = { 0.0, -0.0, 1.0, -1.0, 100.0, 0.001, 0.0001, 1.0E-5, 1.0E-3, 9.999E-4, 1234.5678, 1.0E7, 9999999.0, 9999999.999, 1.2345678E7, 12345678.9,
            1.0E21, 1.0E22, 1.0E-300, 123456789012345678.0, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.1 + 0.2, 1 / 3.0, 2 / 3.0, 10 / 3.0, 0.1, 0.2, 0.3, 0.7, 1.1, 2.675,
            100.0 / 7, 1e16, 1e15 + 0.3, 4.35, 0.5, 0.25, 0.125, 3.0e-10, 6.02214076e23, 1.602176634e-19, 299792458.0, 5e-324, 1.7976931348623157e308,
            2.2250738585072014E-308, 4.9e-324 * 3, 1.0 - 1e-16, 123.456e5, 2e-3, 0.00999, 9.999999999999999e22, 8.41e21, 5.0E-6, 4.9E-10 };
        for (double d : ds) {
            System.out.println(d + " | " + String.valueOf(d) + " | " + new StringBuilder().append(d) + " | " + Double.toString(d) + " | " + (Double.parseDouble(Double.toString(d)) == d || d != d));
        }
        double acc = 1;
        for (int i = 0; i < 40; i++) { acc *= 3.7; System.out.print(acc + " "); if (i % 8 == 7) System.out.println(); }
        acc = 1;
        for (int i = 0; i < 40; i++) { acc /= 7.3; System.out.print(acc + " "); if (i % 8 == 7) System.out.println(); }
        double x = 0;
        for (int i = 0; i < 10; i++) { x += 0.1; System.out.print(x + " "); }
        System.out.println();
        String[] parse = { "1", "-2.5", "1e3", "1E-2", ".5", "5.", "+7.25", "0x1p3", "Infinity", "-Infinity", "NaN", "  3.5  ", "1e400", "1e-400", "2.5d", "3f" };
        for (String p : parse) System.out.print(Double.parseDouble(p) + " ");
        System.out.println();
        System.out.println(Double.valueOf("12.5") + " " + Double.valueOf(7) + " " + (Object) 3.0 + " " + Double.MAX_EXPONENT + " " + Double.MIN_EXPONENT);
        for (int e = 0; e <= 22; e++) System.out.print(Math.pow(10, e) + " ");
        System.out.println();
        for (int e = 1; e <= 60; e += 3) System.out.print((double) (1L << e) + " ");
        System.out.println();
    }
}
