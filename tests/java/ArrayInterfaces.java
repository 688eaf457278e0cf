// Array classes implement Cloneable and Serializable (JVMS 4.10.1.2): getInterfaces() of every array class,
// primitive arrays included, lists both, in that order; their superclass is Object.
import java.util.Arrays;

public class ArrayInterfaces {
    static class Local {
    }

    interface Marker {
    }

    public static void main(String[] args) {
        Class<?>[] classes = {int[].class, boolean[].class, double[].class, int[][].class, String[].class,
            Object[].class, Local[].class, Marker[][].class, Runnable[].class};
        for (Class<?> c : classes) {
            System.out.println(c.getName() + " " + Arrays.toString(c.getInterfaces()) + " super=" + c.getSuperclass());
        }
        System.out.println(Cloneable.class.isAssignableFrom(int[].class) + " " + java.io.Serializable.class.isAssignableFrom(long[].class));
        Object o = new char[3];
        System.out.println((o instanceof Cloneable) + " " + (o instanceof java.io.Serializable));
        // Interfaces and primitive types have none; a class lists only its own, not its arrays'.
        System.out.println(Arrays.toString(int.class.getInterfaces()) + " " + Arrays.toString(Marker.class.getInterfaces())
            + " " + Arrays.toString(Local.class.getInterfaces()));
    }
}
