// Class.forName of classes with a bad hierarchy: final superclass, implementing a class, circularity, wrong name in the file
// The bad class files in classes/ are made by tests/tools/badclass.py.
public class BadHierarchy {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] names = { "SubOfFinal", "ImplementsClass", "CircA", "CircB", "Foo", "Bar" };
        for (String n : names) {
            load(n);
        }
        // A second attempt fails in the same way.
        load(names[0]);
        System.out.println("done");
    }
}
