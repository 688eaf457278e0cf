package java.lang;

public final class Double extends Number implements Comparable<Double> {
    private static final long serialVersionUID = -9172774392245257468L;

    public static final double POSITIVE_INFINITY = 1.0 / 0.0;

    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;

    public static final double NaN = 0.0d / 0.0;

    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;

    public static final double MIN_NORMAL = 0x1.0p-1022;

    public static final double MIN_VALUE = 0x0.0000000000001P-1022;

    public static final int MAX_EXPONENT = 1023;

    public static final int MIN_EXPONENT = -1022;

    public static final int SIZE = 64;

    public static final int BYTES = 8;

    @SuppressWarnings("unchecked")
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    private final double value;

    @Deprecated
    public Double(double value) {
        this.value = value;
    }

    @Deprecated
    public Double(String s) throws NumberFormatException {
        this.value = parseDouble(s);
    }

    static native String toString0(double d);

    static native double parseDouble0(String s);

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public static String toString(double d) {
        return toString0(d);
    }

    public static String toHexString(double d) {
        if (d != d) {
            return "NaN";
        }
        if (d == POSITIVE_INFINITY) {
            return "Infinity";
        }
        if (d == NEGATIVE_INFINITY) {
            return "-Infinity";
        }
        long bits = doubleToRawLongBits(d);
        StringBuilder sb = new StringBuilder(24);
        if (bits < 0) {
            sb.append('-');
        }
        sb.append("0x");
        if (d == 0.0) {
            sb.append("0.0p0");
            return sb.toString();
        }
        int exp = (int) ((bits >>> 52) & 0x7ff);
        long frac = bits & 0x000fffffffffffffL;
        boolean subnormal = exp == 0;
        sb.append(subnormal ? "0." : "1.");
        // 13 hex digits of fraction, trailing zeros removed (keep at least one)
        String hex = Long.toHexString(frac | 0x0010000000000000L).substring(1);
        int end = hex.length();
        while (end > 1 && hex.charAt(end - 1) == '0') {
            end--;
        }
        sb.append(hex, 0, end);
        sb.append('p');
        sb.append(subnormal ? MIN_EXPONENT : exp - 1023);
        return sb.toString();
    }

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static double parseDouble(String s) throws NumberFormatException {
        if (s == null) {
            // HotSpot's helpful NullPointerException text for this case
            throw new NullPointerException("Cannot invoke \"String.trim()\" because \"in\" is null");
        }
        return parseDouble0(s);
    }

    public static boolean isNaN(double v) {
        return (v != v);
    }

    public static boolean isInfinite(double v) {
        return (v == POSITIVE_INFINITY) || (v == NEGATIVE_INFINITY);
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    @Override
    public String toString() {
        return toString(value);
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
        return value;
    }

    @Override
    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    @Override
    public boolean equals(Object obj) {
        return (obj instanceof Double) && (doubleToLongBits(((Double) obj).value) == doubleToLongBits(value));
    }

    public static long doubleToLongBits(double value) {
        if (value != value) {
            return 0x7ff8000000000000L;
        }
        return doubleToRawLongBits(value);
    }

    public int compareTo(Double anotherDouble) {
        return compare(value, anotherDouble.value);
    }

    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long thisBits = doubleToLongBits(d1);
        long anotherBits = doubleToLongBits(d2);
        return (thisBits == anotherBits ? 0 : (thisBits < anotherBits ? -1 : 1));
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
