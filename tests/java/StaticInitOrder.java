// Static initialisation order: textual order, interdependent statics,
// superclass before subclass, triggers (static method/field/new) and non-triggers.
public class StaticInitOrder {
    static StringBuilder log = new StringBuilder();
    static void log(String s) { log.append(s).append(';'); System.out.println("  init: " + s); }

    static class A {
        static int a1 = next("A.a1");
        static { log("A.static-block"); }
        static int a2 = next("A.a2");
        static int next(String what) { log(what); return log.length(); }
        static void touch() { System.out.println("  A.touch a1=" + (a1 > 0) + " a2>a1=" + (a2 > a1)); }
    }
    static class B extends A {
        static { log("B.static-block"); }
        static int b = 42;
        static final int CONST = 7;           // compile-time constant: no init
        static final String SCONST = "const"; // compile-time constant: no init
        static final Integer BOXED = box();   // not a constant: triggers init
        static Integer box() { log("B.box"); return 99; }
    }
    static class C {
        static { log("C.static-block"); }
        C() { log("C.<init>"); }
    }
    static class D {
        static { log("D.static-block"); }
        static int field = 5;
    }
    static class E {
        static { log("E.static-block"); }
    }
    // Interdependent statics: X reads Y which reads X during X's init.
    static class X {
        static int x = Y.y + 1;
        static { log("X done x=" + x); }
    }
    static class Y {
        static int y = X.x + 10;
        static { log("Y done y=" + y); }
    }
    // Forward reference inside one class sees the default value.
    static class F {
        static int first = readSecond();
        static int second = 17;
        static int readSecond() { return second; }
    }
    static class G {
        static final G INSTANCE = new G();
        static int counter = 5;
        int seen;
        G() { seen = counter; counter++; }
    }
    interface I {
        int ICONST = 3;                   // constant
        int IVAL = StaticInitOrder.logRet("I.IVAL", 11);
    }
    static class Impl implements I {
        static { log("Impl.static-block"); }
    }
    static int logRet(String s, int v) { log(s); return v; }

    public static void main(String[] args) {
        System.out.println("start");
        System.out.println("B.CONST=" + B.CONST + " SCONST=" + B.SCONST);
        System.out.println("after constants log=[" + log + "]");
        System.out.println("B.b=" + B.b);
        System.out.println("B.BOXED=" + B.BOXED);
        A.touch();
        System.out.println("arrays: " + new C[3].length + " " + new C[2][2].length);
        System.out.println("after array creation log=[" + log + "]");
        new C();
        new C();
        System.out.println("D.field=" + D.field);
        D.field++;
        System.out.println("D.field=" + D.field);
        Class<?> k = E.class; // class literal does not initialise
        System.out.println("E class literal: " + k.getSimpleName() + " log has E? " + (log.indexOf("E.") >= 0));
        System.out.println("X.x=" + X.x + " Y.y=" + Y.y);
        System.out.println("F.first=" + F.first + " F.second=" + F.second);
        System.out.println("G.INSTANCE.seen=" + G.INSTANCE.seen + " G.counter=" + G.counter);
        new Impl(); // class init does not init the superinterface without defaults
        System.out.println("after Impl log has I.IVAL? " + (log.indexOf("I.IVAL") >= 0));
        System.out.println("I.ICONST=" + I.ICONST);
        System.out.println("I.IVAL=" + I.IVAL);
        System.out.println("final log=[" + log + "]");
    }
}
