package t;

public class U {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
