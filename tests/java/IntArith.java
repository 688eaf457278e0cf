// int arithmetic: overflow, division/remainder signs, MIN_VALUE / -1 and % -1,
// negation of MIN_VALUE, compound operators, increments.
public class IntArith {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE, min = Integer.MIN_VALUE;
        System.out.println((max + 1) + " " + (min - 1) + " " + (max * 2) + " " + (max * max) + " " + (-min) + " " + Math.abs(min));
        System.out.println((min / -1) + " " + (min % -1) + " " + (min / 1) + " " + (max / -1));
        int[] as = { 7, -7, 7, -7, 0, 1, -1, 13, 100, min, max };
        int[] bs = { 2, 2, -2, -2, 5, 3, 3, -4, 7, 3, 1000 };
        for (int i = 0; i < as.length; i++) {
            int a = as[i], b = bs[i];
            System.out.println(a + " op " + b + ": + " + (a + b) + " - " + (a - b) + " * " + (a * b) + " / " + (a / b) + " % " + (a % b));
        }
        int x = 5;
        x += 3; x -= 1; x *= 7; x /= 2; x %= 10; x <<= 4; x >>= 1; x >>>= 1; x |= 0x100; x &= 0x1F7; x ^= 0x55;
        System.out.println("x=" + x);
        int i = 10;
        int r = i++ + ++i - i-- - --i;
        System.out.println("i=" + i + " r=" + r);
        int y = 3;
        y = y++ + y++;
        System.out.println("y=" + y);
        int hash = 0;
        for (int k = 0; k < 1000; k++) hash = 31 * hash + k * 0x9E3779B9;
        System.out.println("hash=" + hash);
        long check = 0;
        for (int k = -500; k < 500; k += 7) {
            if (k == 0) continue;
            check += (123456789 / k) + (123456789 % k) + (k * k * k);
        }
        System.out.println("check=" + check);
        System.out.println((~0) + " " + (~max) + " " + (-(-5)) + " " + (+-+3) + " " + (0x7fffffff + 0x7fffffff) + " " + (0xffffffff) + " " + 0_1_0 + " " + 0b1011);
        short s = (short) 40000; byte bt = (byte) 200;
        System.out.println(s + " " + bt + " " + (s * bt) + " " + (s / bt) + " " + (char) (s & 0xffff) / 1);
        System.out.println(Integer.MAX_VALUE + Integer.MAX_VALUE + "" + Integer.MIN_VALUE * -1);
    }
}
