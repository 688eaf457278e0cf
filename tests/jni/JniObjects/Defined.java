// Loaded with JNI's DefineClass (the test deletes nothing: the class path has it too, so a second
// definition is a duplicate).
public class Defined {
    static {
        System.out.println("Defined.<clinit>");
    }

    public static String hello() {
        return "hello from Defined";
    }
}
