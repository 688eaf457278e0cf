// ARGS: 34
public class Fib {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
    public static void main(String[] a) {
        int n = a.length > 0 ? Integer.parseInt(a[0]) : 30;
        System.out.println(fib(n));
    }
}
