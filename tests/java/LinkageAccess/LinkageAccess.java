// Linking errors with HotSpot's messages: package-private and protected members and a package-private class
// used from another package (IllegalAccessError), protected members from a subclass (allowed), new of a class
// made abstract (InstantiationError), native methods without an implementation (UnsatisfiedLinkError), and a
// failing static initialiser (ExceptionInInitializerError, then NoClassDefFoundError). The changed class files
// in classes/ are made by tests/tools/badclass.py from the sources here.
public class LinkageAccess {
    static String attempt(int which) {
        switch (which) {
            case 0: return p.Lib.pkg();
            case 1: return p.Lib.prot();
            case 2: return String.valueOf(p.Lib.pkgField);
            case 3: return String.valueOf(new p.Lib().protField);
            case 4: return String.valueOf(new p.Hidden());
            case 5: return String.valueOf(new p.Abs());
            case 6: return String.valueOf(Native.nat(1));
            case 7: return new Native().inst();
            case 8: return String.valueOf(Boom.x);
            case 9: return Sub.viaSubclass();
            case 10: return new Sub().viaThis();
            default: return "?";
        }
    }

    public static void main(String[] args) {
        for (int round = 0; round < 2; round++) {
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
        }
        System.out.println("done");
    }
}
