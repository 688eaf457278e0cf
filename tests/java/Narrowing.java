// Narrowing conversions i2b/i2c/i2s/l2i, widening of char/byte/short, compound assignments with
// implicit narrowing, char <-> int.
public class Narrowing {
    public static void main(String[] args) {
        int[] vals = { 0, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, 70000, Integer.MAX_VALUE, Integer.MIN_VALUE };
        for (int v : vals) {
            System.out.println(v + " -> byte " + (byte) v + " short " + (short) v + " char " + (int) (char) v + " long " + (long) v + " float " + (float) v + " double " + (double) v);
        }
        long[] lvals = { 4294967296L, 4294967295L, 2147483648L, -2147483649L, Long.MAX_VALUE, Long.MIN_VALUE, 0x1234567890ABCDEFL };
        for (long v : lvals) System.out.println(v + " -> int " + (int) v + " short " + (short) v + " byte " + (byte) v + " float " + (float) v + " double " + (double) v);
        byte b = 120;
        b += 10;
        System.out.println("b+=10 -> " + b);
        b *= 3;
        System.out.println("b*=3 -> " + b);
        b++;
        b--;
        b -= 300;
        System.out.println("b-=300 -> " + b);
        short s = 32767;
        s++;
        System.out.println("s++ -> " + s);
        s += 1.9;
        System.out.println("s+=1.9 -> " + s);
        char c = 'A';
        c += 2;
        c++;
        System.out.println("c -> " + c + " " + (int) c);
        c = 0;
        c--;
        System.out.println("c-- -> " + (int) c);
        int i = 10;
        i *= 2.75;
        System.out.println("i*=2.75 -> " + i);
        i /= 0.3f;
        System.out.println("i/=0.3f -> " + i);
        i += Long.MAX_VALUE;
        System.out.println("i+=Long.MAX -> " + i);
        byte[] bytes = new byte[8];
        for (int k = 0; k < bytes.length; k++) bytes[k] = (byte) (k * 50);
        int sum = 0;
        for (byte x : bytes) sum += x;
        int usum = 0;
        for (byte x : bytes) usum += x & 0xff;
        System.out.println("signed sum=" + sum + " unsigned sum=" + usum + " " + Byte.toUnsignedInt((byte) -1));
        char[] cs = { 'a', 'Z', '0', '\u00ff', '\u1234' };
        for (char x : cs) System.out.print((int) x + ":" + (byte) x + ":" + (short) x + " ");
        System.out.println();
        final int constant = 100;
        byte fromConst = constant;  // constant fits: implicit narrowing allowed
        char fromConst2 = constant;
        System.out.println(fromConst + " " + fromConst2);
    }
}
