package p;

public class D {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
