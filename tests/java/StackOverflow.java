// StackOverflowError from deep recursion is caught and the VM keeps working afterwards
// (repeatedly, and in a method with a big frame). Output does not depend on the depth reached.
public class StackOverflow {
    static int depth;
    static int recurse(int n) { depth++; return recurse(n + 1) + 1; }
    static long bigFrame(long a, long b, double c, double d, int e) {
        long x1 = a + b, x2 = a * b, x3 = x1 ^ x2;
        double y1 = c * d, y2 = c + d;
        return bigFrame(x1, x3, y1, y2, e + 1) + x2 + (long) y2;
    }
    static int mutualA(int n) { return mutualB(n + 1) + 1; }
    static int mutualB(int n) { return mutualA(n + 1) + 1; }
    public static void main(String[] args) {
        try {
            recurse(0);
            System.out.println("impossible");
        } catch (StackOverflowError e) {
            System.out.println("caught SOE: " + e.getClass().getName() + " depth>1000=" + (depth > 1000));
        }
        for (int i = 0; i < 3; i++) {
            try { bigFrame(1, 2, 3.0, 4.0, 0); } catch (StackOverflowError e) { System.out.println("caught SOE again #" + i); }
        }
        try { mutualA(0); } catch (Error e) { System.out.println("mutual: " + (e instanceof StackOverflowError) + " " + (e instanceof VirtualMachineError)); }
        int fib = fib(20);
        System.out.println("still working: fib(20)=" + fib);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i);
        System.out.println(sb);
    }
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
}
