// java.lang.reflect.Proxy: proxy classes generated and defined at run time
// for public and package-private interfaces, several interfaces, the
// Object methods through the handler, primitive and void results,
// declared and undeclared exceptions (UndeclaredThrowableException),
// null results for primitive methods, Proxy.isProxyClass /
// getInvocationHandler, reflection over the proxy class, and many calls.
import java.io.Closeable;
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;

public class ReflectProxy {
    public interface Calculator {
        int add(int a, int b);
        long mul(long a, long b);
        double half(double d);
        boolean positive(int x);
        char first(String s);
        void log(String msg);
        String name();
        int[] range(int n);
    }

    interface Hidden {
        String secret() throws IOException;
        Object[] varargs(Object... xs);
    }

    static class Recorder implements InvocationHandler {
        final List<String> calls = new ArrayList<>();
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            calls.add(m.getName());
            switch (m.getName()) {
                case "add": return (Integer) args[0] + (Integer) args[1];
                case "mul": return (Long) args[0] * (Long) args[1];
                case "half": return (Double) args[0] / 2;
                case "positive": return (Integer) args[0] > 0;
                case "first": return ((String) args[0]).charAt(0);
                case "log": System.out.println("  log: " + args[0]); return null;
                case "name": return "calc";
                case "range": { int[] r = new int[(Integer) args[0]]; for (int i = 0; i < r.length; i++) r[i] = i; return r; }
                case "toString": return "Proxy[" + proxy.getClass().getInterfaces().length + " interfaces]";
                case "hashCode": return 1234;
                case "equals": return proxy == args[0];
                case "secret": throw new IOException("declared");
                case "varargs": return args[0];
                case "close": throw new InterruptedException("undeclared checked");
                case "get": throw new IllegalStateException("runtime passes through");
                default: return null;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Recorder h = new Recorder();
        Calculator c = (Calculator) Proxy.newProxyInstance(ReflectProxy.class.getClassLoader(), new Class<?>[] { Calculator.class }, h);
        System.out.println("== calls");
        System.out.println("  add " + c.add(2, 3) + " mul " + c.mul(1L << 20, 1L << 20) + " half " + c.half(5) + " positive " + c.positive(-1) + " first " + c.first("xyz"));
        c.log("hello");
        System.out.println("  name " + c.name() + " range " + Arrays.toString(c.range(4)));
        System.out.println("  toString " + c + " hashCode " + c.hashCode() + " equals self " + c.equals(c) + " equals other " + c.equals("x"));
        System.out.println("  calls " + h.calls);

        System.out.println("== the proxy class");
        Class<?> pc = c.getClass();
        System.out.println("  isProxyClass " + Proxy.isProxyClass(pc) + " " + Proxy.isProxyClass(String.class) + " handler is h " + (Proxy.getInvocationHandler(c) == h));
        System.out.println("  modifiers " + Modifier.toString(pc.getModifiers()) + " super " + pc.getSuperclass().getName() + " interfaces " + Arrays.toString(pc.getInterfaces()));
        System.out.println("  named " + pc.getName().replaceAll("[0-9]+$", "N"));
        List<String> ms = new ArrayList<>();
        for (Method m : pc.getDeclaredMethods()) ms.add(Modifier.toString(m.getModifiers()) + " " + m.getName() + Arrays.toString(m.getParameterTypes()));
        ms.sort(null);
        System.out.println("  methods " + ms);
        System.out.println("  ctor " + pc.getConstructor(InvocationHandler.class));
        System.out.println("  same class again " + (Proxy.getProxyClass(ReflectProxy.class.getClassLoader(), Calculator.class) == pc));

        System.out.println("== several and non-public interfaces");
        Object multi = Proxy.newProxyInstance(ReflectProxy.class.getClassLoader(), new Class<?>[] { Hidden.class, Closeable.class, Supplier.class }, h);
        System.out.println("  " + multi + " named " + multi.getClass().getName().replaceAll("[0-9]+$", "N"));
        Hidden hid = (Hidden) multi;
        try {
            hid.secret();
        } catch (IOException e) {
            System.out.println("  declared " + e);
        }
        System.out.println("  varargs " + Arrays.toString(hid.varargs(1, "two")));
        try {
            ((Closeable) multi).close();
        } catch (UndeclaredThrowableException e) {
            System.out.println("  undeclared " + e.getUndeclaredThrowable());
        }
        try {
            ((Supplier<?>) multi).get();
        } catch (IllegalStateException e) {
            System.out.println("  runtime " + e.getMessage());
        }

        System.out.println("== bad handler results");
        Calculator nulls = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] { Calculator.class }, (p, m, a) -> null);
        try {
            nulls.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("  NPE for null int result");
        }
        Calculator wrong = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[] { Calculator.class }, (p, m, a) -> "string");
        try {
            wrong.add(1, 2);
        } catch (ClassCastException e) {
            System.out.println("  CCE for wrong result type");
        }
        nulls.log("ignored");
        System.out.println("  name null: " + nulls.name());

        System.out.println("== errors");
        try {
            Proxy.newProxyInstance(null, new Class<?>[] { String.class }, h);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }

        System.out.println("== loop");
        long sum = 0;
        for (int i = 0; i < 500; i++) sum += c.add(i, i) + c.mul(i, 2) + (c.positive(i) ? 1 : 0);
        Comparator<String> byLength = (Comparator<String>) Proxy.newProxyInstance(null, new Class<?>[] { Comparator.class },
                (p, m, a) -> m.getName().equals("compare") ? ((String) a[0]).length() - ((String) a[1]).length() : m.invoke(p, a));
        List<String> words = new ArrayList<>(Arrays.asList("ccc", "a", "bb", "dddd"));
        words.sort(byLength);
        System.out.println("  sum " + sum + " sorted " + words + " calls " + h.calls.size());
    }
}
