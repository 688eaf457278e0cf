// Array classes' generic interfaces are their plain interfaces, Cloneable and Serializable (no Signature attribute).
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;

public class ArrayGenericInterfaces {
    public static void main(String[] args) {
        Class<?>[] classes = {int[].class, String[][].class, List[].class};
        for (Class<?> c : classes) {
            Type[] ts = c.getGenericInterfaces();
            System.out.println(c.getTypeName() + " " + Arrays.toString(ts) + " " + c.getGenericSuperclass());
        }
    }
}
