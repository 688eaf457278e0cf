package t;

public class Z {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
