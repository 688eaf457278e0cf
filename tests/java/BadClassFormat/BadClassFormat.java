// Class.forName of malformed class files: bad magic, truncation at several points, major versions 62 and 44, extra bytes
// The bad class files in classes/ are made by tests/tools/badclass.py.
public class BadClassFormat {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] names = { "BadMagic", "Trunc3", "Trunc8", "Trunc20", "TruncHalf", "TruncLast", "Major62", "Major44", "ExtraBytes" };
        for (String n : names) {
            load(n);
        }
        // A second attempt fails in the same way.
        load(names[0]);
        System.out.println("done");
    }
}
