package java.lang;

import java.util.Random;

/**
 * Numeric functions. Transcendental functions delegate to the StrictMath natives; the rest
 * is plain Java with the JDK's documented semantics (NaN, -0.0, rounding, overflow).
 */
public final class Math {
    private Math() {
    }

    public static final double E = 2.718281828459045;

    public static final double PI = 3.141592653589793;

    public static final double TAU = 2.0 * PI;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;

    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    private static final long NEG_ZERO_BITS = 0x8000000000000000L;

    private static final int NEG_ZERO_FLOAT_BITS = 0x80000000;

    private static final double TWO_TO_52 = 4503599627370496.0; // 2^52

    // ------------------------------------------------------------------ transcendental

    public static double sin(double a) {
        return StrictMath.sin(a);
    }

    public static double cos(double a) {
        return StrictMath.cos(a);
    }

    public static double tan(double a) {
        return StrictMath.tan(a);
    }

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static double exp(double a) {
        return StrictMath.exp(a);
    }

    public static double log(double a) {
        return StrictMath.log(a);
    }

    public static double log10(double a) {
        return StrictMath.log10(a);
    }

    public static double sqrt(double a) {
        return StrictMath.sqrt(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static double pow(double a, double b) {
        return StrictMath.pow(a, b);
    }

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    // ------------------------------------------------------------------ rounding

    public static double ceil(double a) {
        if (a != a || a >= TWO_TO_52 || a <= -TWO_TO_52 || a == 0.0) {
            return a;
        }
        double r = (double) (long) a;
        if (r < a) {
            r += 1.0;
        }
        if (r == 0.0 && a < 0.0) {
            return -0.0;
        }
        return r;
    }

    public static double floor(double a) {
        if (a != a || a >= TWO_TO_52 || a <= -TWO_TO_52 || a == 0.0) {
            return a;
        }
        double r = (double) (long) a;
        if (r > a) {
            r -= 1.0;
        }
        return r;
    }

    public static double rint(double a) {
        if (a != a || a >= TWO_TO_52 || a <= -TWO_TO_52) {
            return a;
        }
        if (a > 0.0) {
            return (a + TWO_TO_52) - TWO_TO_52;
        }
        if (a < 0.0) {
            double r = (a - TWO_TO_52) + TWO_TO_52;
            return r == 0.0 ? -0.0 : r;
        }
        return a; // +-0.0
    }

    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        double d = a;
        if (d < 0.5 && d > -0.5) {
            return 0;
        }
        if (d >= 8388608.0 || d <= -8388608.0) {
            return (int) a;
        }
        double f = floor(d);
        return (int) ((d - f >= 0.5) ? f + 1.0 : f);
    }

    public static long round(double a) {
        if (a != a) {
            return 0L;
        }
        if (a < 0.5 && a > -0.5) {
            return 0L;
        }
        if (a >= TWO_TO_52 || a <= -TWO_TO_52) {
            return (long) a;
        }
        double f = floor(a);
        return (long) ((a - f >= 0.5) ? f + 1.0 : f);
    }

    private static final class RandomHolder {
        static final Random generator = new Random();
    }

    public static double random() {
        return RandomHolder.generator.nextDouble();
    }

    // ------------------------------------------------------------------ exact arithmetic

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = Math.abs(x);
        long ay = Math.abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        // 128-bit product via 32-bit halves
        long x1 = x >> 32;
        long x2 = x & 0xFFFFFFFFL;
        long y1 = y >> 32;
        long y2 = y & 0xFFFFFFFFL;
        long z2 = x2 * y2;
        long t = x1 * y2 + (z2 >>> 32);
        long z1 = t & 0xFFFFFFFFL;
        long z0 = t >> 32;
        z1 += x2 * y1;
        return x1 * y1 + z0 + (z1 >> 32);
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long m = x % y;
        if ((m ^ y) < 0 && m != 0) {
            m += y;
        }
        return m;
    }

    // ------------------------------------------------------------------ abs / max / min

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    public static double abs(double a) {
        return (a <= 0.0D) ? 0.0D - a : a;
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(a) == NEG_ZERO_FLOAT_BITS) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(a) == NEG_ZERO_BITS) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0f && b == 0.0f && Float.floatToRawIntBits(b) == NEG_ZERO_FLOAT_BITS) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if (a == 0.0d && b == 0.0d && Double.doubleToRawLongBits(b) == NEG_ZERO_BITS) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    // ------------------------------------------------------------------ IEEE helpers

    public static double ulp(double d) {
        int exp = getExponent(d);
        if (exp == Double.MAX_EXPONENT + 1) {
            return Math.abs(d);
        }
        if (exp == Double.MIN_EXPONENT - 1) {
            return Double.MIN_VALUE;
        }
        exp = exp - 52;
        if (exp >= Double.MIN_EXPONENT) {
            return powerOfTwoD(exp);
        }
        return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        if (exp == Float.MAX_EXPONENT + 1) {
            return Math.abs(f);
        }
        if (exp == Float.MIN_EXPONENT - 1) {
            return Float.MIN_VALUE;
        }
        exp = exp - 23;
        if (exp >= Float.MIN_EXPONENT) {
            return powerOfTwoF(exp);
        }
        return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
    }

    public static double signum(double d) {
        return (d == 0.0 || d != d) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || f != f) ? f : copySign(1.0f, f);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign) & NEG_ZERO_BITS)
                | (Double.doubleToRawLongBits(magnitude) & ~NEG_ZERO_BITS));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & NEG_ZERO_FLOAT_BITS)
                | (Float.floatToRawIntBits(magnitude) & ~NEG_ZERO_FLOAT_BITS));
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7f800000) >> 23) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7ff0000000000000L) >> 52) - 1023);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long bits = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(bits + ((bits > 0) ? -1 : 1));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long bits = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(bits + ((bits >= 0) ? 1 : -1));
        } else if (start == direction) {
            return direction;
        } else {
            return start + direction; // NaN
        }
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int bits = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(bits + ((bits > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int bits = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        } else {
            return start + (float) direction;
        }
    }

    public static double nextUp(double d) {
        if (d < Double.POSITIVE_INFINITY) {
            long bits = Double.doubleToRawLongBits(d + 0.0D);
            return Double.longBitsToDouble(bits + ((bits >= 0L) ? 1L : -1L));
        }
        return d;
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            int bits = Float.floatToRawIntBits(f + 0.0F);
            return Float.intBitsToFloat(bits + ((bits >= 0) ? 1 : -1));
        }
        return f;
    }

    public static double nextDown(double d) {
        if (d != d || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        long bits = Double.doubleToRawLongBits(d);
        return Double.longBitsToDouble(bits + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (f != f || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        int bits = Float.floatToRawIntBits(f);
        return Float.intBitsToFloat(bits + ((f > 0.0f) ? -1 : +1));
    }

    public static double scalb(double d, int scaleFactor) {
        // |scaleFactor| beyond 2099 always over/underflows, so clamp to keep the loop short
        if (scaleFactor > 2099) {
            scaleFactor = 2099;
        } else if (scaleFactor < -2099) {
            scaleFactor = -2099;
        }
        // scale by the remainder first, then in steps of 2^512; the result rounds at most once
        int rem = scaleFactor % 512;
        d *= powerOfTwoD(rem);
        scaleFactor -= rem;
        if (scaleFactor > 0) {
            double step = powerOfTwoD(512);
            while (scaleFactor != 0) {
                d *= step;
                scaleFactor -= 512;
            }
        } else if (scaleFactor < 0) {
            double step = powerOfTwoD(-512);
            while (scaleFactor != 0) {
                d *= step;
                scaleFactor += 512;
            }
        }
        return d;
    }

    public static float scalb(float f, int scaleFactor) {
        if (scaleFactor > 278) {
            scaleFactor = 278;
        } else if (scaleFactor < -278) {
            scaleFactor = -278;
        }
        // exact in double, then a single rounding to float
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }

    static double powerOfTwoD(int n) {
        return Double.longBitsToDouble(((long) n + 1023L) << 52);
    }

    static float powerOfTwoF(int n) {
        return Float.intBitsToFloat((n + 127) << 23);
    }

    /** a·b + c with one rounding (a VM native). */
    public static native double fma(double a, double b, double c);

    /** a·b + c with one rounding to float (a VM native). */
    public static native float fma(float a, float b, float c);
}
