// byte/short/char/boolean fields (static and instance), arrays, parameters and return values,
// sign extension on load, truncation on store, and Byte/Short/Character helper methods.
public class SmallTypes {
    byte b; short s; char c; boolean z;
    static byte sb = -1; static short ss = Short.MIN_VALUE; static char sc = 'Z'; static boolean sz = true;
    static byte addB(byte x, byte y) { return (byte) (x + y); }
    static short mulS(short x, short y) { return (short) (x * y); }
    static char nextC(char x) { return (char) (x + 1); }
    static boolean flip(boolean v) { return !v; }
    public static void main(String[] args) {
        SmallTypes t = new SmallTypes();
        System.out.println(t.b + " " + t.s + " " + (int) t.c + " " + t.z + " " + sb + " " + ss + " " + sc + " " + sz);
        t.b = (byte) 300; t.s = (short) -70000; t.c = (char) 66000; t.z = true;
        System.out.println(t.b + " " + t.s + " " + (int) t.c + " " + t.z);
        t.b += 100; t.s -= 1; t.c *= 2; t.z &= false;
        System.out.println(t.b + " " + t.s + " " + (int) t.c + " " + t.z);
        sb++; ss--; sc++; sz ^= true;
        System.out.println(sb + " " + ss + " " + sc + " " + sz);
        System.out.println(addB((byte) 100, (byte) 100) + " " + mulS((short) 300, (short) 300) + " " + nextC('\uffff') + "|" + (int) nextC('\uffff') + " " + flip(false));
        byte[] ba = new byte[10]; short[] sa = new short[10]; char[] ca = new char[10]; boolean[] za = new boolean[10];
        for (int i = 0; i < 10; i++) { ba[i] = (byte) (i * 30); sa[i] = (short) (i * 5000); ca[i] = (char) ('a' + i * 3); za[i] = (i & 1) == 1; }
        int bs = 0, shs = 0, cs = 0, zc = 0;
        for (int i = 0; i < 10; i++) { bs += ba[i]; shs += sa[i]; cs += ca[i]; if (za[i]) zc++; }
        System.out.println(bs + " " + shs + " " + cs + " " + zc + " " + new String(ca));
        ba[9]++; sa[9] += 10000; ca[9]--;
        System.out.println(ba[9] + " " + sa[9] + " " + ca[9]);
        System.out.println(Byte.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Byte.parseByte("-12") + " " + Byte.valueOf((byte) 5) + " " + Short.parseShort("1234") + " " + Short.reverseBytes((short) 0x1234) + " " + Byte.toString((byte) -7));
        try { Byte.parseByte("200"); } catch (NumberFormatException e) { System.out.println("NFE: " + e.getMessage()); }
        try { Short.parseShort("40000"); } catch (NumberFormatException e) { System.out.println("NFE: " + e.getMessage()); }
        System.out.println(Character.isLetter(t.c) + " " + Character.getNumericValue('7') + " " + Short.toUnsignedInt((short) -1) + " " + Byte.compare((byte) 1, (byte) -1) + " " + Short.compare((short) 5, (short) 9));
        Object[] boxed = { (byte) 1, (short) 2, 'c', true };
        for (Object o : boxed) System.out.print(o.getClass().getSimpleName() + " ");
        System.out.println();
        char ch = 'x';
        short fromChar = (short) ch;
        byte fromShort = (byte) fromChar;
        char fromByte = (char) (byte) -1;
        System.out.println(fromChar + " " + fromShort + " " + (int) fromByte);
    }
}
