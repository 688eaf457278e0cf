package p.q;

public class On {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
