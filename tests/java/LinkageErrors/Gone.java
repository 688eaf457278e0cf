// Compiled, then deleted from the class path (DELETE-CLASSES in LinkageErrors.java).
public class Gone {
    static int value() {
        return 1;
    }

    public String toString() {
        return "Gone";
    }
}
