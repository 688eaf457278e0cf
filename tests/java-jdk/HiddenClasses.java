// NO-RELEASE8
import java.io.InputStream;
import java.lang.invoke.*;
import java.util.*;
import static java.lang.invoke.MethodHandles.Lookup.ClassOption.*;

/** Lookup.defineHiddenClass and Lookup.defineClass: names, visibility by name, nestmates, class data, stack traces. */
public class HiddenClasses {
    private static String secret = "host-secret";

    /** Defined as a hidden class from its class file (never loaded by name). */
    static class Template implements Runnable {
        public static String hostSecret() { return secret; }          // private member of the nest host
        public String hello() { return "hello from " + getClass().getName().replaceAll("0x[0-9a-f]+", "0x?"); }
        static int runs;
        public void run() { runs++; }
        public static int runs() { return runs; }
        public static void fail(int depth) {
            if (depth == 0) throw new IllegalStateException("thrown in hidden class");
            fail(depth - 1);
        }
    }

    /** Defined with Lookup.defineClass (an ordinary class). */
    static class Ordinary {
        public static String id() { return "ordinary " + Ordinary.class.isHidden(); }
    }

    static byte[] bytes(String name) throws Exception {
        try (InputStream in = HiddenClasses.class.getResourceAsStream(name + ".class")) {
            return in.readAllBytes();
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        byte[] template = bytes("HiddenClasses$Template");

        MethodHandles.Lookup h1 = lk.defineHiddenClass(template, true);
        Class<?> c1 = h1.lookupClass();
        System.out.println(c1.isHidden() + " " + c1.getName().replaceAll("0x[0-9a-f]+", "0x?") + " " + (c1.getName().indexOf('/') > 0));
        try {
            System.out.println(c1.getSimpleName());
        } catch (IncompatibleClassChangeError e) {
            System.out.println("ICCE " + e.getMessage().replaceAll("0x[0-9a-f]+", "0x?"));
        }
        System.out.println(c1.getPackageName().isEmpty() + " " + (c1.getClassLoader() == HiddenClasses.class.getClassLoader()) + " " + c1.getSuperclass().getName() + " " + Arrays.toString(c1.getInterfaces()));
        Object o1 = h1.findConstructor(c1, MethodType.methodType(void.class)).invoke();
        System.out.println((String) h1.findVirtual(c1, "hello", MethodType.methodType(String.class)).invoke(o1));
        ((Runnable) o1).run();
        ((Runnable) o1).run();
        System.out.println("runs " + (int) h1.findStatic(c1, "runs", MethodType.methodType(int.class)).invokeExact() + " " + Template.runs);
        try {
            Class.forName(c1.getName());
        } catch (ClassNotFoundException e) {
            System.out.println("forName: not found");
        }
        try {
            Class.forName(c1.getName(), false, c1.getClassLoader());
        } catch (ClassNotFoundException e) {
            System.out.println("forName with loader: not found");
        }

        // Two definitions of the same bytes are two classes.
        MethodHandles.Lookup h2 = lk.defineHiddenClass(template, false);
        Class<?> c2 = h2.lookupClass();
        System.out.println((c1 != c2) + " " + c1.getName().equals(c2.getName()) + " " + (c1.getNestHost() == c1) + " " + (c2.getNestHost() == c2));

        // Without NESTMATE, the host's private members are out of reach.
        MethodHandle secretMh = h2.findStatic(c2, "hostSecret", MethodType.methodType(String.class));
        try {
            System.out.println((String) secretMh.invokeExact());
        } catch (IllegalAccessError e) {
            System.out.println("IllegalAccessError " + e.getMessage().replaceAll("0x[0-9a-f]+", "0x?"));
        }
        // As a nestmate, they are not.
        MethodHandles.Lookup n = lk.defineHiddenClass(template, true, NESTMATE);
        Class<?> nc = n.lookupClass();
        System.out.println((nc.getNestHost() == HiddenClasses.class) + " " + nc.isNestmateOf(HiddenClasses.class) + " " + (String) n.findStatic(nc, "hostSecret", MethodType.methodType(String.class)).invokeExact());

        // Class data.
        MethodHandles.Lookup d = lk.defineHiddenClassWithClassData(template, List.of("data", 42), true);
        List<?> data = MethodHandles.classData(d, "_", List.class);
        System.out.println(data + " " + MethodHandles.classDataAt(d, "_", Integer.class, 1));
        System.out.println(MethodHandles.classData(h1, "_", Object.class));

        // Frames of a hidden class are left out of stack traces.
        try {
            n.findStatic(nc, "fail", MethodType.methodType(void.class, int.class)).invokeExact(2);
        } catch (IllegalStateException e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(e.getMessage() + " frames=" + st.length + " top=" + st[0].getClassName() + "." + st[0].getMethodName());
        }

        // An ordinary class defined through a Lookup.
        Class<?> ord = lk.defineClass(bytes("HiddenClasses$Ordinary"));
        System.out.println(ord.getName() + " " + ord.isHidden() + " " + (Class.forName("HiddenClasses$Ordinary") == ord) + " " + (ord.getMethod("id") != null));
        System.out.println((String) lk.findStatic(ord, "id", MethodType.methodType(String.class)).invokeExact());
        try {
            lk.defineClass(bytes("HiddenClasses$Ordinary"));
        } catch (LinkageError e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@?"));
        }
        try {
            lk.defineHiddenClass(new byte[] {1, 2, 3}, false);
        } catch (ClassFormatError e) {
            System.out.println("ClassFormatError " + e.getMessage());
        }
        try {
            lk.defineHiddenClass(bytes("java/lang/Object"), false);
        } catch (Exception | LinkageError e) {
            System.out.println(e.getClass().getName());
        }
    }
}
