// Class.forName of class files with a broken constant pool: unknown tag, index out of range (Methodref, this_class), Class naming an Integer, bad UTF-8
// The bad class files in classes/ are made by tests/tools/badclass.py.
public class BadConstantPool {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] names = { "BadTag", "MethodrefOob", "ThisClassOob", "ClassIsInteger", "BadUtf8" };
        for (String n : names) {
            load(n);
        }
        // A second attempt fails in the same way.
        load(names[0]);
        System.out.println("done");
    }
}
