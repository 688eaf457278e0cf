package u;

public class X {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
