package p.q;

public class B {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }

    public static int check(int x) {
        assert x >= 0 : "negative: " + x;
        return x;
    }

    /** javac makes a nested class ask its top-level class for the status. */
    public static class Inner {
        public static boolean on() {
            boolean b = false;
            assert b = true;
            return b;
        }
    }
}
