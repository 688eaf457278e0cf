// The launcher looks main up as Class.getMethod("main", String[].class) does (LauncherHelper.validateMainClass):
// public methods only, so a private static void main is "not found" (exit code 1, the whole message compared).
// STDERR: all
public class MainPrivate {
    private static void main(String[] args) {
        System.out.println("private main ran");
    }
}
