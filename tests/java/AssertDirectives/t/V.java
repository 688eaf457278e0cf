package t;

public class V {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
