// long arithmetic: overflow, division and remainder, Long.MIN_VALUE / -1, mixing int and long,
// long comparison (lcmp), multiplication-heavy hashing.
public class LongArith {
    public static void main(String[] args) {
        long max = Long.MAX_VALUE, min = Long.MIN_VALUE;
        System.out.println((max + 1) + " " + (min - 1) + " " + (max * 3) + " " + (-min) + " " + Math.abs(min));
        System.out.println((min / -1) + " " + (min % -1) + " " + (min / 2) + " " + (min % 7) + " " + (max % -7));
        long[] as = { 7, -7, 7, -7, 1L << 40, -(1L << 50) + 3, 99999999999L };
        long[] bs = { 2, 2, -2, -2, 3, 1000, -1234567 };
        for (int i = 0; i < as.length; i++) {
            long a = as[i], b = bs[i];
            System.out.println(a + " op " + b + ": + " + (a + b) + " - " + (a - b) + " * " + (a * b) + " / " + (a / b) + " % " + (a % b)
                + " cmp " + (a < b) + (a == b) + (a > b));
        }
        int i = Integer.MAX_VALUE;
        long widened = i + 1;          // int overflow first
        long proper = i + 1L;
        System.out.println(widened + " " + proper + " " + (i * 2L) + " " + ((long) i * i));
        long seed = 0x5DEECE66DL;
        long acc = 1;
        for (int k = 0; k < 200; k++) { acc = acc * seed + 11; acc ^= acc >>> 17; }
        System.out.println("acc=" + acc);
        long fact = 1;
        for (int k = 1; k <= 25; k++) { fact *= k; System.out.print(fact + (k % 5 == 0 ? "\n" : " ")); }
        long fib1 = 0, fib2 = 1;
        for (int k = 0; k < 100; k++) { long t = fib1 + fib2; fib1 = fib2; fib2 = t; }
        System.out.println("fib100(mod 2^64)=" + fib1);
        long x = 100;
        x += 5.7;      // implicit narrowing from double
        System.out.println(x);
        x *= 1.5f;
        System.out.println(x);
        x <<= 65;      // shift count masked to 1
        System.out.println(x);
        long neg = -1L;
        System.out.println((neg >>> 1) + " " + (neg >> 63) + " " + (neg << 63) + " " + Long.MIN_VALUE / Long.MAX_VALUE);
        System.out.println(0x7fffffffffffffffL + " " + 0xffffffffffffffffL + " " + 0x8000000000000000L + " " + 1_000_000_000_000L);
    }
}
