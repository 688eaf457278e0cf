// DELETE-CLASSES: Missing Missing2
// STDERR: all
// Lazy linking, as HotSpot does it: a class whose unexecuted code mentions a missing class
// (a deleted class file) loads and runs; the NoClassDefFoundError comes when that code runs,
// from the frame that needed the class. The last call is uncaught (exit code 1, its trace).
public class LazyLinking {
    static class Helper extends Missing2 {}
    static Missing fieldOfMissingType;

    static void unused() { new Missing().go(); Missing.stat(); }
    static Object maybe(boolean b) { if (b) { return new Helper(); } return "no helper"; }
    static void field() { System.out.println(Missing.F); }
    static void param(Missing m) { System.out.println("param " + (m == null)); }
    static Runnable lam() { return () -> new Missing().go(); }
    static void catcher() {
        try { System.out.println("in try"); } catch (IllegalStateException e) { System.out.println("never"); }
    }

    public static void main(String[] a) {
        System.out.println("main runs " + (fieldOfMissingType == null));
        System.out.println(maybe(false));
        param(null);
        Runnable r = lam();
        System.out.println("lambda made");
        catcher();
        try { unused(); } catch (NoClassDefFoundError e) { System.out.println("caught " + e + " in " + e.getStackTrace()[0].getMethodName()); }
        try { maybe(true); } catch (NoClassDefFoundError e) { System.out.println("caught " + e); }
        try { field(); } catch (NoClassDefFoundError e) { System.out.println("caught " + e); }
        try { r.run(); } catch (Throwable e) { System.out.println("run " + e); }
        try { new Sub().toString(); } catch (Throwable e) { System.out.println("sub " + e); }
        Impl.hello();
        Object o = a.length > 5 ? (Object) new Missing[0] : null;
        System.out.println("array ok " + o);
        try { Object x = (Missing) (Object) "s"; } catch (Throwable e) { System.out.println("cast " + e); }
        unused();
    }
}
class Missing { static int F = 1; static void stat() {} void go() {} }
class Missing2 {}
class Sub extends Missing {}
class Impl implements Runnable { static void hello() { System.out.println("hello"); } public void run() { Missing m = new Missing(); } }
