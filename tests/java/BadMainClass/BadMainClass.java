// The main class itself is unloadable: classes/BadMainClass.class is this class with major version
// 62 (tests/tools/badclass.py). The launcher reports a LinkageError and exits with 1.
public class BadMainClass {
    public static void main(String[] args) {
        System.out.println("not reached");
    }
}
