public class BigLocals {
    public static int big(int n) { return n == 0 ? 1 : big(n - 1) + 1; }
}
