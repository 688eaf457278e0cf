// An uncaught UnsupportedClassVersionError from a direct reference (new Broken()) to a class whose
// file was replaced by a version-62 copy (tests/tools/badclass.py).
public class UncaughtBadClass {
    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(new Broken().hello());
        System.out.println("not reached");
    }
}
