// Interface default and static methods: diamond resolution, Iface.super.m(),
// class wins over interface, more specific interface wins, private interface state via statics.
public class DefaultMethods {
    interface Greeter {
        default String greet() { return "Hello from Greeter"; }
        static String util() { return "Greeter.util"; }
    }
    interface Polite extends Greeter {
        default String greet() { return "Good day from Polite (" + Greeter.super.greet() + ")"; }
    }
    interface Casual extends Greeter {
        default String greet() { return "Hey from Casual"; }
    }
    static class Both implements Polite, Casual {
        public String greet() { return "Both: " + Polite.super.greet() + " & " + Casual.super.greet(); }
    }
    static class OnlyPolite implements Polite, Greeter {}   // Polite is more specific
    static class Base { public String greet() { return "Base class wins"; } }
    static class Sub extends Base implements Casual {}
    interface Counter {
        int get();
        default int twice() { return get() * 2; }
        default Counter plus(final int n) { final Counter self = this; return new Counter() { public int get() { return self.get() + n; } }; }
    }
    interface Named { String name(); default String describe() { return "Named(" + name() + ")"; } }
    interface Aged { int age(); default String describe() { return "Aged(" + age() + ")"; } }
    static class Person implements Named, Aged {
        public String name() { return "Ann"; }
        public int age() { return 33; }
        public String describe() { return Named.super.describe() + "+" + Aged.super.describe(); }
    }
    interface Abstracted extends Greeter { String greet(); } // re-abstracts default
    static class Concrete implements Abstracted { public String greet() { return "Concrete after re-abstraction"; } }

    public static void main(String[] args) {
        System.out.println(new Both().greet());
        System.out.println(new OnlyPolite().greet());
        System.out.println(new Sub().greet());
        System.out.println(Greeter.util());
        Greeter g = new Greeter() {};
        System.out.println(g.greet());
        Counter c = new Counter() { public int get() { return 21; } };
        System.out.println(c.twice() + " " + c.plus(4).get() + " " + c.plus(4).twice() + " " + c.plus(1).plus(2).get());
        System.out.println(new Person().describe());
        Greeter a = new Concrete();
        System.out.println(a.greet());
        Greeter[] all = { new Both(), new OnlyPolite(), new Sub(), g, a };
        for (Greeter x : all) System.out.println(x.getClass().getSimpleName().length() + ": " + x.greet());
    }
}
