// System.err output: the first stderr line is compared; stdout stays independent; exit code 0.
public class StdErrOutput {
    public static void main(String[] args) {
        System.out.println("to stdout 1");
        System.err.println("warning: first line on stderr " + 42);
        System.out.println("to stdout 2");
        System.err.println("second stderr line");
        System.err.printf("%s %d%n", "formatted", 7);
        System.err.print("no newline");
        System.err.flush();
        System.out.println("to stdout 3");
    }
}
