// Integer/Long bit operations and radix conversions: bitCount, highestOneBit, lowestOneBit,
// numberOfLeading/TrailingZeros, reverse, reverseBytes, rotate, signum, toString(radix),
// toHexString/toOctalString/toBinaryString of negatives, parse with radix, min/max/sum.
public class BitOps {
    public static void main(String[] args) {
        int[] is = { 0, 1, -1, 7, 8, 255, -256, 0x12345678, Integer.MIN_VALUE, Integer.MAX_VALUE, 1000000 };
        for (int v : is) {
            System.out.println(v + ": bc=" + Integer.bitCount(v) + " hob=" + Integer.highestOneBit(v) + " lob=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                + " ntz=" + Integer.numberOfTrailingZeros(v) + " rev=" + Integer.reverse(v) + " rb=" + Integer.reverseBytes(v) + " rl3=" + Integer.rotateLeft(v, 3) + " rr3=" + Integer.rotateRight(v, 3)
                + " sg=" + Integer.signum(v) + " hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v) + " bin=" + Integer.toBinaryString(v) + " r36=" + Integer.toString(v, 36) + " r7=" + Integer.toString(v, 7));
        }
        long[] ls = { 0L, 1L, -1L, 1L << 40, Long.MIN_VALUE, Long.MAX_VALUE, 0x0123456789ABCDEFL, -1234567890123L };
        for (long v : ls) {
            System.out.println(v + ": bc=" + Long.bitCount(v) + " hob=" + Long.highestOneBit(v) + " lob=" + Long.lowestOneBit(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                + " rev=" + Long.reverse(v) + " rb=" + Long.reverseBytes(v) + " rl=" + Long.rotateLeft(v, 13) + " sg=" + Long.signum(v) + " hex=" + Long.toHexString(v) + " oct=" + Long.toOctalString(v)
                + " bin=" + Long.toBinaryString(v) + " r36=" + Long.toString(v, 36) + " r2=" + Long.toString(v, 2));
        }
        System.out.println(Integer.toString(255, 16) + " " + Integer.toString(-255, 16) + " " + Integer.toString(10, 99) + " " + Integer.parseInt("-zz", 36) + " " + Long.parseLong("7fffffffffffffff", 16) + " " + Long.parseLong("-1000000000000000000000000000000000000000000000000000000000000000", 2));
        System.out.println(Integer.valueOf("1111", 2) + " " + Integer.max(3, 9) + " " + Integer.min(3, 9) + " " + Integer.sum(3, 9) + " " + Long.max(-1, -2) + " " + Integer.compareUnsigned(-1, 1) + " " + Long.compareUnsigned(1, -1) + " " + Integer.hashCode(5) + " " + Long.hashCode(1L << 32));
        int x = 0b1011_0110;
        System.out.println((x & 0xF) + " " + (x | 0x100) + " " + (x ^ 0xFF) + " " + (~x) + " " + (x & -x) + " " + (x & (x - 1)) + " " + ((x >> 2) & 1));
        long mask = 0;
        for (int i = 0; i < 64; i += 3) mask |= 1L << i;
        System.out.println(Long.toHexString(mask) + " " + Long.bitCount(mask) + " " + Long.toBinaryString(mask >>> 40));
        int gray = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16; i++) { gray = i ^ (i >> 1); sb.append(Integer.toBinaryString(gray | 16).substring(1)).append(' '); }
        System.out.println(sb);
        int pop = 0;
        for (int i = 0; i < 100000; i += 7) pop += Integer.bitCount(i * 2654435761L > 0 ? (int) (i * 2654435761L) : i);
        System.out.println("pop=" + pop);
    }
}
