// A class whose only main is a static method of an interface it implements: static interface methods are not
// inherited (Class.getMethod skips them), so the launcher reports "Main method not found" (exit code 1).
// STDERR: all
public class MainFromInterface implements MainFromInterfaceApp {
}

interface MainFromInterfaceApp {
    static void main(String[] args) {
        System.out.println("interface main ran");
    }
}
