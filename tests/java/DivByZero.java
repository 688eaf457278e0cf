// Division by zero: ArithmeticException "/ by zero" for int and long div and rem,
// Infinity/NaN for float and double; the exception is catchable and the VM continues.
public class DivByZero {
    static int zero() { return 0; }
    public static void main(String[] args) {
        int a = 10, z = zero();
        try { System.out.println(a / z); } catch (ArithmeticException e) { System.out.println("int div: " + e.getMessage()); }
        try { System.out.println(a % z); } catch (ArithmeticException e) { System.out.println("int rem: " + e.getMessage()); }
        long la = 10L, lz = zero();
        try { System.out.println(la / lz); } catch (ArithmeticException e) { System.out.println("long div: " + e.getMessage()); }
        try { System.out.println(la % lz); } catch (ArithmeticException e) { System.out.println("long rem: " + e.getMessage()); }
        try { a /= z; } catch (ArithmeticException e) { System.out.println("compound: " + e + " a=" + a); }
        try {
            int[] arr = new int[2];
            arr[0] = 5 / z;
        } catch (RuntimeException e) { System.out.println("class: " + e.getClass().getName()); }
        double dz = 0.0;
        System.out.println((1.0 / dz) + " " + (-1.0 / dz) + " " + (0.0 / dz) + " " + (1.0 % dz) + " " + (1.0 / -0.0) + " " + (5.5 % 2));
        float fz = 0f;
        System.out.println((1f / fz) + " " + (-1f / fz) + " " + (0f / fz) + " " + (3f % fz) + " " + (-7.5f % 2f));
        System.out.println(Math.floorMod(7, 3) + " " + Math.floorDiv(-7, 3));
        try { Math.floorDiv(1, z); } catch (ArithmeticException e) { System.out.println("floorDiv: " + e.getMessage()); }
        try { Math.floorMod(1L, (long) z); } catch (ArithmeticException e) { System.out.println("floorMod: " + e.getMessage()); }
        int count = 0;
        for (int i = -3; i <= 3; i++) {
            try { count += 100 / i; } catch (ArithmeticException e) { count += 1000; }
        }
        System.out.println("count=" + count);
        System.out.println(Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10));
    }
}
