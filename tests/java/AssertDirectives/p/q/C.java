package p.q;

public class C {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
