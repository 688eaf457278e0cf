// Without -ea, a program turns assertions on through its class loader: setDefaultAssertionStatus
// affects classes initialised afterwards, not those already initialised, and the loader's
// class and package settings beat its default.
public class AssertLoaderStatus {
    static class Before {
        static boolean fired() {
            try {
                assert false : "before";
                return false;
            } catch (AssertionError e) {
                return true;
            }
        }
    }

    public static void main(String[] args) {
        System.out.println("Before: " + Before.fired());
        ClassLoader cl = ClassLoader.getSystemClassLoader();
        cl.setDefaultAssertionStatus(true);
        cl.setClassAssertionStatus("AssertLoaderStatus$Quiet", false);
        System.out.println("Before again: " + Before.fired());
        System.out.println("After: " + After.fired());
        System.out.println("Quiet: " + Quiet.class.desiredAssertionStatus());
        System.out.println("main class: " + AssertLoaderStatus.class.desiredAssertionStatus());
        try {
            After.check(0);
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("caught " + e.getMessage());
        }
    }

    static class Quiet {
    }
}

class After {
    static boolean fired() {
        try {
            assert false : "after";
            return false;
        } catch (AssertionError e) {
            return true;
        }
    }

    static void check(int n) {
        assert n != 0 : "zero";
    }
}
