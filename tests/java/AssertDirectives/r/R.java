package r;

public class R {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
