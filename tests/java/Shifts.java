// Shifts for int and long with large and negative counts (masked to 5/6 bits),
// >>> on negatives, shifts of byte/short/char (promoted to int).
public class Shifts {
    public static void main(String[] args) {
        int[] vals = { 1, -1, 0x80000000, 0x12345678, -123456789 };
        int[] counts = { 0, 1, 4, 31, 32, 33, 63, -1, -31, -32, 100 };
        for (int v : vals) {
            StringBuilder sb = new StringBuilder("int " + v + ":");
            for (int c : counts) sb.append(' ').append(v << c).append('/').append(v >> c).append('/').append(v >>> c);
            System.out.println(sb);
        }
        long[] lvals = { 1L, -1L, Long.MIN_VALUE, 0x123456789ABCDEFL, -98765432123456789L };
        int[] lcounts = { 0, 1, 31, 32, 63, 64, 65, -1, -64, 127 };
        for (long v : lvals) {
            StringBuilder sb = new StringBuilder("long " + v + ":");
            for (int c : lcounts) sb.append(' ').append(v << c).append('/').append(v >> c).append('/').append(v >>> c);
            System.out.println(sb);
        }
        byte b = -16; short s = -300; char c = '\uffff';
        System.out.println((b >> 2) + " " + (b >>> 28) + " " + (b >>> 2) + " " + (s >>> 4) + " " + (c >> 4) + " " + (c << 20));
        b >>>= 2;   // promoted, shifted, narrowed back
        s >>>= 4;
        System.out.println(b + " " + s);
        long mixed = 1L << 40 >> 3 >>> 2;
        int shiftByLong = 1 << 33L;
        System.out.println(mixed + " " + shiftByLong + " " + (-1 >>> 31) + " " + (-1L >>> 63) + " " + (Integer.MIN_VALUE >> 31));
        int rot = 0xF000000F;
        System.out.println(Integer.toHexString((rot << 4) | (rot >>> 28)) + " " + Integer.toHexString(Integer.rotateLeft(rot, 4)) + " " + Long.toHexString(Long.rotateRight(0xFL, 4)));
    }
}
