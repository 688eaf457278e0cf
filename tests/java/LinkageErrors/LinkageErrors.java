// Linkage errors at direct references to classes that changed after compilation: a deleted class
// (NoClassDefFoundError), removed members (NoSuchMethodError/NoSuchFieldError), static<->instance
// field changes (IncompatibleClassChangeError), a method made private (IllegalAccessError), a removed
// interface implementation (AbstractMethodError) and a corrupt class file (ClassFormatError).
// The changed class files in classes/ are made by tests/tools/badclass.py from Lib.java/Square.java.
// DELETE-CLASSES: Gone
public class LinkageErrors {
    static String attempt(int which) {
        switch (which) {
            case 0: return String.valueOf(Gone.value());
            case 1: return String.valueOf(new Gone());
            case 2: return Lib.gone();
            case 3: return String.valueOf(Lib.goneField);
            case 4: return String.valueOf(Lib.nowInstance);
            case 5: return String.valueOf(new Lib().nowStatic);
            case 6: return Lib.secret();
            case 7: {
                Shape s = new Square();
                return String.valueOf(s.area());
            }
            case 8: return Lib.still();
            case 9: return String.valueOf(new Corrupt());
            case 10: return String.valueOf(Corrupt.value());
            default: return "?";
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 10; i++) {
            try {
                System.out.println(i + ": ok " + attempt(i));
            } catch (Throwable e) {
                System.out.println(i + ": " + e.getClass().getName() + ": " + e.getMessage());
                Throwable c = e.getCause();
                if (c != null) {
                    System.out.println("   cause: " + c.getClass().getName() + ": " + c.getMessage());
                }
            }
        }
        // The same call sites again: resolution errors are sticky.
        for (int i = 0; i <= 10; i += 2) {
            try {
                System.out.println(i + ": ok " + attempt(i));
            } catch (Throwable e) {
                System.out.println(i + ": " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            Class.forName("Gone");
        } catch (ClassNotFoundException e) {
            System.out.println("forName: " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("done");
    }
}
