package r.s;

public class T {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
