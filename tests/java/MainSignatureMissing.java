// The launcher builds Method objects for the main class's public methods before it calls main (Class.getMethod),
// which loads the classes their signatures and throws clauses name: a public method declaring a deleted exception
// class makes it fail with "Error: Unable to initialize main class" / "Caused by: java.lang.NoClassDefFoundError:
// GoneException" (exit code 1). A class missing from a package-private method's signature does not matter.
// DELETE-CLASSES: GoneException GoneArgument
// STDERR: all
public class MainSignatureMissing {
    static void notPublic(GoneArgument a) {
    }

    public void risky() throws GoneException {
    }

    public static void main(String[] args) {
        System.out.println("never printed");
    }
}

class GoneException extends Exception {
}

class GoneArgument {
}
