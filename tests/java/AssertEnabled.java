// -ea: assert statements of application classes run (messages of every kind, a Throwable message
// becomes the cause, side effects in the condition), system classes stay without assertions, and
// an uncaught AssertionError ends the program.
// RJVM-OPTS: -ea
public class AssertEnabled {
    static int calls;

    static boolean count() {
        calls++;
        return true;
    }

    static void expect(Runnable r) {
        try {
            r.run();
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("caught " + e + (e.getCause() != null ? " (cause " + e.getCause() + ")" : ""));
        }
    }

    public static void main(String[] args) {
        final int[] a = {1, 2, 3};
        expect(new Runnable() { public void run() { assert a.length == 3; } });
        expect(new Runnable() { public void run() { assert a.length == 4; } });
        expect(new Runnable() { public void run() { assert a[0] == 0 : a[1] + a[2]; } });
        expect(new Runnable() { public void run() { assert false : 'c'; } });
        expect(new Runnable() { public void run() { assert false : 2.5f; } });
        expect(new Runnable() { public void run() { assert false : 7L; } });
        expect(new Runnable() { public void run() { assert false : true; } });
        expect(new Runnable() { public void run() { assert false : (Object) null; } });
        expect(new Runnable() { public void run() { assert false : new IllegalStateException("inner"); } });
        expect(new Runnable() { public void run() { assert count() : "counted"; } });
        System.out.println("calls " + calls);
        System.out.println("AssertEnabled " + AssertEnabled.class.desiredAssertionStatus());
        System.out.println("String " + String.class.desiredAssertionStatus());
        System.out.println("HashMap " + java.util.HashMap.class.desiredAssertionStatus());
        assert args.length > 0 : "no arguments";
        System.out.println("not reached");
    }
}
