// ARGS: 9 22
/** Recursion: Ackermann and Takeuchi functions (deep, call-dominated static recursion). */
public class Recursion {
    static int ack(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ack(m - 1, 1);
        return ack(m - 1, ack(m, n - 1));
    }

    static int tak(int x, int y, int z) {
        if (y >= x) return z;
        return tak(tak(x - 1, y, z), tak(y - 1, z, x), tak(z - 1, x, y));
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        int t = args.length > 1 ? Integer.parseInt(args[1]) : 22;
        System.out.println("ack(2," + n * 100 + ")=" + ack(2, n * 100));
        System.out.println("ack(3," + n + ")=" + ack(3, n));
        System.out.println("tak(" + t + ",16,8)=" + tak(t, 16, 8));
    }
}
