package u;

public class Y {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
