// Instance initialisation order: field initialisers, instance blocks, constructor
// chaining this(...)/super(...), virtual call from super constructor sees defaults.
public class InstanceInitOrder {
    static int step = 0;
    static int log(String s) { System.out.println((++step) + ": " + s); return step; }

    static class Base {
        int baseField = log("Base field initializer");
        { log("Base instance block"); }
        Base() {
            this("default");
            log("Base() body");
        }
        Base(String s) {
            super();
            log("Base(String) body " + s);
            describe();
        }
        void describe() { log("Base.describe"); }
    }
    static class Derived extends Base {
        int x = 10;
        String name = "derived";
        long big = 1L << 40;
        double d = 2.5;
        Object obj = new StringBuilder("sb");
        { log("Derived instance block 1, x=" + x); }
        final int y;
        { y = 20; log("Derived instance block 2, y=" + y); }
        Derived() {
            super();
            log("Derived() body x=" + x + " name=" + name);
        }
        Derived(int v) {
            this();
            x = v;
            log("Derived(int) body x=" + x);
        }
        @Override void describe() {
            log("Derived.describe sees x=" + x + " name=" + name + " big=" + big + " d=" + d + " obj=" + obj + " y=" + y);
        }
    }
    static class Counter {
        static int created;
        final int id = ++created;
        int[] arr = new int[id];
        Counter() {}
        Counter(Counter other) { this(); arr[0] = other.id * 100; }
    }
    public static void main(String[] args) {
        log("new Derived()");
        Derived a = new Derived();
        log("new Derived(5)");
        Derived b = new Derived(5);
        System.out.println("a.x=" + a.x + " b.x=" + b.x + " a.y=" + a.y + " baseField=" + a.baseField);
        Counter c1 = new Counter();
        Counter c2 = new Counter(c1);
        Counter c3 = new Counter(c2);
        System.out.println(c1.id + " " + c2.id + " " + c3.id + " " + c3.arr.length + " " + c3.arr[0] + " " + c2.arr[0]);
    }
}
