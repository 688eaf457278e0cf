// ARGS: 300000
/**
 * Exceptions: throw and catch in a loop, through a few frames, with custom
 * exception types, try/finally, rethrow/wrapping, and a preallocated
 * exception (no stack trace fill) for comparison. Modest in count.
 */
public class Exceptions {
    static final class Bad extends Exception {
        final int code;
        Bad(int code) { super("bad " + code); this.code = code; }
    }

    static final class Quick extends RuntimeException {
        Quick() { super(null, null, false, false); }
    }
    static final Quick QUICK = new Quick();

    static int finallies;

    static int level3(int i) throws Bad {
        if (i % 3 == 0) throw new Bad(i);
        if (i % 3 == 1) throw QUICK;
        return i;
    }
    static int level2(int i) throws Bad {
        try { return level3(i) + 1; } finally { finallies++; }
    }
    static int level1(int i) throws Bad { return level2(i) * 2; }

    static int parse(String s) {
        try { return Integer.parseInt(s); } catch (NumberFormatException e) { return -1; }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 150000;
        long h = 0;
        for (int i = 0; i < n; i++) {
            try {
                h += level1(i);
            } catch (Bad b) {
                h += b.code + b.getMessage().length();
            } catch (Quick q) {
                h -= 1;
            }
            if (i % 10 == 0) {
                try {
                    try {
                        Object o = (i & 1) == 0 ? null : "s";
                        h += o.hashCode();
                    } catch (NullPointerException e) {
                        throw new IllegalStateException("wrapped", e);
                    }
                } catch (IllegalStateException e) {
                    h += e.getCause() instanceof NullPointerException ? 7 : 0;
                }
                h += parse((i & 2) == 0 ? "12x" : "123");
                try {
                    int[] a = new int[2];
                    a[i & 3] = 1;
                    h += a[0] + a[1];
                } catch (ArrayIndexOutOfBoundsException e) {
                    h += 3;
                }
            }
        }
        System.out.println("h=" + h + " finallies=" + finallies);
    }
}
