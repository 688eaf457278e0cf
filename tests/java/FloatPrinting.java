// Float.toString edge cases: 0.1f, 1.0f/3, 3.4028235E38, MIN_VALUE, thresholds, float arithmetic
// accumulation, float in concatenation and StringBuilder.
public class FloatPrinting {
    public static void main(String[] args) {
        float[] fs = { 0f, -0f, 1f, 0.1f, 0.2f, 0.1f + 0.2f, 1.0f / 3, 2f / 3, 100f, 1e7f, 9999999f, 1.2345678e7f, 12345678f, 0.001f, 1e-4f, 1.0E-5f,
            3.4028235E38f, Float.MAX_VALUE, Float.MIN_VALUE, Float.MIN_NORMAL, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            16777216f, 16777217f, 33554431f, 1.1f, 2.675f, 3.14159265f, 2.7182817f, 1e10f, 1e-10f, 123456.789f, 0.3f, 0.7f, 9.999e-4f, 1.17549435E-38f };
        for (float f : fs) {
            System.out.println(f + " | " + String.valueOf(f) + " | " + new StringBuilder().append(f) + " | " + Float.toString(f) + " | as double " + (double) f);
        }
        float acc = 1;
        for (int i = 0; i < 30; i++) { acc *= 2.9f; System.out.print(acc + " "); if (i % 10 == 9) System.out.println(); }
        float x = 0;
        for (int i = 0; i < 12; i++) { x += 0.1f; System.out.print(x + " "); }
        System.out.println();
        String[] parse = { "1", "-2.5", "3.4028235E38", "3.5e38", "1.4e-45", "1e-46", "0.1", "NaN", "-Infinity", "7f" };
        for (String p : parse) System.out.print(Float.parseFloat(p) + " ");
        System.out.println();
        System.out.println(Float.valueOf("2.5") + " " + (Object) 1.5f + " " + Float.MAX_EXPONENT + " " + Float.MIN_EXPONENT + " " + Float.SIZE + " " + Float.BYTES);
        float third = 1.0f / 3;
        double dthird = third;
        System.out.println(third * 3 + " " + dthird * 3 + " " + (third + third + third == 1.0f));
    }
}
