package t;

public class W {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
