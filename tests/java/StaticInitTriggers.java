// More class initialisation rules: interfaces with default methods, subclass field
// access through subclass name, static init exceptions (ExceptionInInitializerError
// then NoClassDefFoundError), init via static method of subclass.
public class StaticInitTriggers {
    static void log(String s) { System.out.println("  [" + s + "]"); }

    interface WithDefault {
        int V = StaticInitTriggers.val("WithDefault.V");
        default void hello() { System.out.println("hello from default"); }
    }
    interface NoDefault {
        int W = StaticInitTriggers.val("NoDefault.W");
        void run();
    }
    static int val(String s) { log("init " + s); return s.length(); }

    static class Impl implements WithDefault, NoDefault {
        static { log("Impl clinit"); }
        public void run() { System.out.println("run"); }
    }
    static class Parent {
        static int pf = val("Parent.pf");
        static void ps() { log("Parent.ps called"); }
    }
    static class Child extends Parent {
        static { log("Child clinit"); }
        static int cf = val("Child.cf");
    }
    static class Broken {
        static int value = compute();
        static int compute() {
            log("Broken.compute");
            if (true) throw new IllegalStateException("boom in clinit");
            return 1;
        }
    }
    static class Lazy {
        static { log("Lazy clinit"); }
        static class Holder {
            static { log("Holder clinit"); }
            static final Lazy INSTANCE = new Lazy();
        }
        static Lazy get() { return Holder.INSTANCE; }
    }

    public static void main(String[] args) {
        System.out.println("1: Child.pf via subclass name");
        System.out.println("pf=" + Child.pf);          // only Parent initialised
        System.out.println("2: Child.ps via subclass name");
        Child.ps();
        System.out.println("3: Child.cf");
        System.out.println("cf=" + Child.cf);
        System.out.println("4: new Impl");
        Impl impl = new Impl();                        // initialises WithDefault (has default), not NoDefault
        impl.hello();
        impl.run();
        System.out.println("5: NoDefault.W");
        System.out.println("W=" + NoDefault.W);
        System.out.println("6: Lazy holder");
        System.out.println("same=" + (Lazy.get() == Lazy.get()));
        System.out.println("7: broken class");
        for (int i = 0; i < 3; i++) {
            try {
                System.out.println(Broken.value);
            } catch (ExceptionInInitializerError e) {
                System.out.println("EIIE cause=" + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
            } catch (NoClassDefFoundError e) {
                System.out.println("NCDFE " + e.getClass().getName());
            }
        }
        System.out.println("done");
    }
}
