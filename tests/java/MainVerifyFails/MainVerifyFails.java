// A main class that fails verification (classes/: helper() loads an int with aload): the launcher links the class
// before it looks for main, and reports "Error: Unable to initialize main class MainVerifyFails" with the
// VerifyError as the cause (exit code 1); main never runs.
public class MainVerifyFails {
    static int helper(int a) {
        return a + 1;
    }

    public static void main(String[] args) {
        System.out.println("never printed " + helper(1));
    }
}
