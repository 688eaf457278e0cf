package p.q;

public class Off {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
