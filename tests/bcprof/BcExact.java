/**
 * A tiny program whose executed bytecodes can be counted by hand from
 * `javap -c BcExact` (vm/tests/bcprof.rs gives the count of each context).
 * Output: "45 3".
 */
public class BcExact {
    static int add(int a, int b) {
        return a + b;
    }

    static int loop(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s = add(s, i);
        }
        return s;
    }

    /** Cut short by its own athrow. */
    static void cut(int x) {
        int y = x * 2;
        if (y > 0) {
            throw new IllegalStateException("cut");
        }
        y = y + 1;
    }

    /** Cut short by an exception thrown in its callee. */
    static int mid(int x) {
        int z = x + 1;
        cut(z);
        return z;
    }

    /** Cut short by an instruction that throws (idiv by zero). */
    static int div(int a, int b) {
        int q = a / b;
        return q + 1;
    }

    public static void main(String[] args) {
        int r = loop(10);
        int caught = 0;
        try {
            mid(2);
        } catch (IllegalStateException e) {
            caught++;
        }
        try {
            div(1, 0);
        } catch (ArithmeticException e) {
            caught += 2;
        }
        System.out.println(r + " " + caught);
    }
}
