package r.s;

public class S {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
