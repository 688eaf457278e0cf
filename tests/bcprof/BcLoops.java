/**
 * bcsample: the samples due in a loop without calls are all taken, in the
 * loop's activation, and those due when a class initialiser starts (Java
 * run nested in main's activation, from a getstatic) are main's.
 */
public class BcLoops {
    static int spin(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += i ^ (s >>> 3);
        }
        return s;
    }

    static class Init {
        static final int V;
        static {
            int s = 0;
            for (int i = 0; i < 20000; i++) {
                s += i * 3;
            }
            V = s;
        }
    }

    public static void main(String[] args) {
        int s = spin(100000);
        int t = 0;
        for (int i = 0; i < 50000; i++) {
            t += i & 7;
        }
        t += Init.V;
        System.out.println(s + " " + t);
    }
}
