// A package-private static void main is not public: the launcher reports "Main method not found" (exit code 1).
// STDERR: all
public class MainPackagePrivate {
    static {
        System.out.println("not initialised: the check comes first");
    }

    static void main(String[] args) {
        System.out.println("package-private main ran");
    }
}
