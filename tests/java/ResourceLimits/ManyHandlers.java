public class ManyHandlers {
    public static int tryc(int a) { try { return 10 / a; } catch (ArithmeticException e) { return -1; } }
}
