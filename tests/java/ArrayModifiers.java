// Class.getModifiers() of array classes: the element type's access (public, private, protected or package) plus
// abstract and final, whatever the dimensions; the element's other flags (static, interface, enum, abstract of
// nested classes from the InnerClasses attribute) are dropped. Primitive types and their arrays are public
// abstract final.
public class ArrayModifiers {
    static class Pkg {
    }

    private static class Priv {
    }

    protected static final class Prot {
    }

    public abstract static class Pub {
    }

    class Inner {
    }

    private interface PrivIface {
    }

    enum Color { RED }

    static void show(Class<?> c) {
        System.out.println(c.getName() + " " + c.getModifiers());
    }

    public static void main(String[] args) {
        Object anon = new Object() {
        };
        class Local {
        }
        Class<?>[] classes = {Pkg.class, Priv.class, Prot.class, Pub.class, Inner.class, PrivIface.class, Color.class,
            TopLevelHelper.class, ArrayModifiers.class, anon.getClass(), Local.class, Runnable.class, String.class,
            int.class};
        for (Class<?> c : classes) {
            show(c);
            Class<?> a = java.lang.reflect.Array.newInstance(c, 0).getClass();
            show(a);
            show(java.lang.reflect.Array.newInstance(a, 0).getClass());
        }
        show(int[].class);
        show(long[][][].class);
        show(Priv[][].class);
    }
}

class TopLevelHelper {
}
