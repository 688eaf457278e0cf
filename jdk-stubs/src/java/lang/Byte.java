package java.lang;

public final class Byte extends Number implements Comparable<Byte> {
    private static final long serialVersionUID = -7183698231559129828L;

    public static final byte MIN_VALUE = -128;

    public static final byte MAX_VALUE = 127;

    @SuppressWarnings("unchecked")
    public static final Class<Byte> TYPE = (Class<Byte>) Class.getPrimitiveClass("byte");

    public static final int SIZE = 8;

    public static final int BYTES = SIZE / 8;

    private final byte value;

    @Deprecated
    public Byte(byte value) {
        this.value = value;
    }

    @Deprecated
    public Byte(String s) throws NumberFormatException {
        this.value = parseByte(s, 10);
    }

    public static String toString(byte s) {
        return Integer.toString((int) s);
    }

    public static byte parseByte(String s, int radix) throws NumberFormatException {
        int i = Integer.parseInt(s, radix);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value out of range. Value:\"" + s + "\" Radix:" + radix);
        }
        return (byte) i;
    }

    public static byte parseByte(String s) throws NumberFormatException {
        return parseByte(s, 10);
    }

    public static Byte valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseByte(s, radix));
    }

    public static Byte valueOf(String s) throws NumberFormatException {
        return valueOf(s, 10);
    }

    private static final class Cache {
        static final Byte[] cache = new Byte[256];

        static {
            for (int i = 0; i < 256; i++) {
                cache[i] = new Byte((byte) (i - 128));
            }
        }
    }

    public static Byte valueOf(byte s) {
        return Cache.cache[(int) s + 128];
    }

    public static Byte decode(String nm) throws NumberFormatException {
        int i = Integer.decode(nm);
        if (i < MIN_VALUE || i > MAX_VALUE) {
            throw new NumberFormatException("Value " + i + " out of range from input " + nm);
        }
        return valueOf((byte) i);
    }

    @Override
    public byte byteValue() {
        return (byte) value;
    }

    @Override
    public short shortValue() {
        return (short) value;
    }

    @Override
    public int intValue() {
        return (int) value;
    }

    @Override
    public long longValue() {
        return (long) value;
    }

    @Override
    public float floatValue() {
        return (float) value;
    }

    @Override
    public double doubleValue() {
        return (double) value;
    }

    @Override
    public String toString() {
        return Integer.toString((int) value);
    }

    @Override
    public int hashCode() {
        return (int) value;
    }

    public static int hashCode(byte value) {
        return (int) value;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof Byte) {
            return value == ((Byte) obj).value;
        }
        return false;
    }

    public int compareTo(Byte another) {
        return compare(this.value, another.value);
    }

    public static int compare(byte x, byte y) {
        return x - y;
    }

    public static int compareUnsigned(byte x, byte y) {
        return toUnsignedInt(x) - toUnsignedInt(y);
    }

    public static int toUnsignedInt(byte x) {
        return ((int) x) & 0xff;
    }

    public static long toUnsignedLong(byte x) {
        return ((long) x) & 0xffL;
    }
}
