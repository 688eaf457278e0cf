public class VUncaught {
    public static int local() { int x = 5; return x; }
    public static int branch(int a) { if (a > 0) return 1; return 2; }
    public static void nothing() { }
    public static int add(int a, int b) { return a + b; }
}
