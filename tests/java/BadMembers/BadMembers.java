// Class.forName of class files with bad members: illegal field/method names, bad descriptors, empty code
// The bad class files in classes/ are made by tests/tools/badclass.py.
public class BadMembers {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] names = { "BadFieldName", "BadMethodName", "BadFieldDesc", "BadMethodDesc", "EmptyCode" };
        for (String n : names) {
            load(n);
        }
        // A second attempt fails in the same way.
        load(names[0]);
        System.out.println("done");
    }
}
