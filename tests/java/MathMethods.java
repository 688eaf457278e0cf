// Math/StrictMath: abs/min/max with NaN and -0.0, floor/ceil/round/rint, sqrt/cbrt on exact cases,
// pow exact cases, floorDiv/floorMod, *Exact overflow (ArithmeticException messages), signum,
// hypot, transcendental functions printed with %.6f, toRadians/toDegrees, ulp, nextUp.
public class MathMethods {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-5L) + " " + Math.abs(-0.0) + " " + Math.abs(-2.5f) + " " + Math.abs(Double.NaN) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println(Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(0.0f, -0.0f) + " " + Math.min(Double.NaN, 1) + " " + Math.max(1f, Float.NaN) + " " + Math.min(3, -3) + " " + Math.max(3L, 4L));
        double[] vals = { 2.5, -2.5, 3.5, -3.5, 2.4999, -0.5, 0.5, -0.0, 1e16 + 1, Double.NaN, Double.NEGATIVE_INFINITY, 0.49999999999999994, -1.5, 7.0 };
        for (double v : vals) System.out.println(v + ": floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " round=" + Math.round(v) + " rint=" + Math.rint(v) + " roundf=" + Math.round((float) v) + " signum=" + Math.signum(v));
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(144) + " " + Math.sqrt(-1) + " " + Math.sqrt(-0.0) + " " + Math.sqrt(1e-300) + " " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + StrictMath.sqrt(3));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -2) + " " + Math.pow(-3, 3) + " " + Math.pow(10, 15) + " " + Math.pow(0, 0) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(4, 0.5) + " " + Math.pow(Double.NaN, 0) + " " + Math.pow(1, Double.POSITIVE_INFINITY) + " " + Math.pow(-0.0, -1) + " " + Math.pow(2, 62) + " " + Math.pow(1.5, 2));
        for (int a = -7; a <= 7; a += 7) for (int b : new int[] { 3, -3 }) System.out.print("(" + a + "," + b + ")=" + Math.floorDiv(a, b) + "/" + Math.floorMod(a, b) + "/" + (a / b) + "/" + (a % b) + " ");
        System.out.println();
        System.out.println(Math.floorDiv(Long.MIN_VALUE, -1L) + " " + Math.floorMod(-1L, 5L) + " " + Math.floorDiv(Integer.MIN_VALUE, -1));
        try { Math.addExact(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println("addExact: " + e.getMessage()); }
        try { Math.multiplyExact(1L << 40, 1L << 30); } catch (ArithmeticException e) { System.out.println("multiplyExact: " + e.getMessage()); }
        try { Math.subtractExact(Integer.MIN_VALUE, 1); } catch (ArithmeticException e) { System.out.println("subtractExact: " + e.getMessage()); }
        try { Math.toIntExact(1L << 32); } catch (ArithmeticException e) { System.out.println("toIntExact: " + e.getMessage()); }
        try { Math.negateExact(Integer.MIN_VALUE); } catch (ArithmeticException e) { System.out.println("negateExact: " + e.getMessage()); }
        try { Math.incrementExact(Long.MAX_VALUE); } catch (ArithmeticException e) { System.out.println("incrementExact: " + e.getMessage()); }
        System.out.println(Math.addExact(5, 6) + " " + Math.multiplyExact(46341, 46340) + " " + Math.toIntExact(-5L) + " " + Math.multiplyExact(-3L, 4L));
        double[] angles = { 0, Math.PI / 6, Math.PI / 4, Math.PI / 3, Math.PI / 2, Math.PI, 2.5, -1.2 };
        for (double a : angles) System.out.println(String.format("a=%.6f sin=%.6f cos=%.6f tan=%.6f", a, Math.sin(a), Math.cos(a), Math.abs(a - Math.PI / 2) < 1e-9 ? 0.0 : Math.tan(a)));
        System.out.println(String.format("%.6f %.6f %.6f %.6f %.6f %.6f %.6f", Math.exp(1), Math.log(10), Math.log10(1000), Math.atan2(1, 1), Math.asin(0.5), Math.acos(0.5), Math.atan(1)));
        System.out.println(String.format("%.6f %.6f %.6f %.6f %.6f", Math.sinh(1), Math.cosh(1), Math.tanh(0.5), Math.expm1(1e-3), Math.log1p(1e-3)));
        System.out.println(Math.log(1) + " " + Math.exp(0) + " " + Math.log10(100) + " " + Math.log(0) + " " + Math.log(-1) + " " + Math.sin(0) + " " + Math.cos(0) + " " + Math.atan2(0, -1));
        System.out.println(Math.hypot(3, 4) + " " + Math.toDegrees(Math.PI) + " " + Math.toRadians(180) + " " + Math.PI + " " + Math.E);
        System.out.println(Math.ulp(1.0) + " " + Math.ulp(1.0f) + " " + Math.nextUp(1.0) + " " + Math.nextAfter(1.0f, 2.0) + " " + Math.getExponent(1024.0) + " " + Math.scalb(1.5, 4) + " " + Math.copySign(3.0, -0.0) + " " + Math.IEEEremainder(10, 3));
        System.out.println(Math.signum(-3.0f) + " " + Math.signum(0.0) + " " + Math.signum(-0.0) + " " + Math.signum(Double.NaN) + " " + StrictMath.abs(-7) + " " + StrictMath.max(2, 9) + " " + StrictMath.floor(-1.5));
        long acc = 0;
        for (int i = 1; i <= 1000; i++) acc += (long) Math.sqrt(i * 1000.0) + Math.round(i / 7.0) + (long) Math.floor(-i / 3.0);
        System.out.println("acc=" + acc);
    }
}
