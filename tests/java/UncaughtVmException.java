// Uncaught VM-thrown exception: ArithmeticException from integer division ends the program
// with exit code 1; earlier System.err output is not the first stderr line (it is printed after stdout).
public class UncaughtVmException {
    static int divide(int a, int b) { return a / b; }
    public static void main(String[] args) {
        int total = 0;
        for (int i = 5; i >= 0; i--) {
            total += divide(100, i);
            System.out.println("i=" + i + " total=" + total);
        }
    }
}
