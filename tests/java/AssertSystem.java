// -esa with a -da package directive: system classes follow -esa and the directives (a package
// directive beats -esa), application classes keep the user default (off); the class library runs
// with its own assertions on.
// RJVM-OPTS: -esa -da:java.util... -ea:java.util.concurrent... -da:java.lang.Integer
import java.util.*;

public class AssertSystem {
    public static void main(String[] args) {
        boolean on = false;
        assert on = true;
        System.out.println("AssertSystem: asserts " + on + ", " + AssertSystem.class.desiredAssertionStatus());
        Class<?>[] cs = {String.class, Integer.class, Long.class, HashMap.class, ArrayList.class,
            java.util.concurrent.ConcurrentHashMap.class, java.util.concurrent.atomic.AtomicInteger.class, Thread.class};
        for (Class<?> c : cs) {
            System.out.println(c.getName() + " " + c.desiredAssertionStatus());
        }
        // Library code with assertions enabled.
        Map<String, Integer> m = new TreeMap<String, Integer>();
        for (int i = 0; i < 200; i++) {
            m.put("k" + (i * 7919 % 200), i);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getValue() % 40 == 0) {
                sb.append(e.getKey()).append('=').append(e.getValue()).append(' ');
            }
        }
        System.out.println(sb.toString().trim());
        System.out.println(String.format("%5.2f|%-6s|%x", 3.14159, "ab", 255));
    }
}
