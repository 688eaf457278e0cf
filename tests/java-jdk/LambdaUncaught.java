// NO-RELEASE8
// STDERR: all
import java.util.*;
import java.util.function.*;

/** An exception escaping a lambda called by the JDK's library: the stack trace shows no lambda-class or lambda-form frames. */
public class LambdaUncaught {
    static int depth(int n) {
        if (n == 0) {
            Object o = null;
            return o.hashCode();          // helpful NPE message from a lambda's body
        }
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(List.of(3, 2, 1, 0));
        Map<String, Function<Integer, Integer>> ops = new TreeMap<>();
        ops.put("inc", x -> x + 1);
        ops.put("depth", LambdaUncaught::depth);
        try {
            list.forEach(i -> System.out.println(ops.get("inc").apply(i) + " " + (i > 0 ? 10 / i : 0)));
        } catch (ArithmeticException e) {
            System.out.println("caught " + e);
        }
        Runnable r = () -> list.forEach(i -> {
            if (i == 1) throw new IllegalStateException("bad element " + i);
        });
        try {
            r.run();
        } catch (IllegalStateException e) {
            e.printStackTrace();
        }
        Supplier<Integer> s = () -> ops.get("depth").apply(2);
        System.out.println("about to fail");
        s.get();
    }
}
