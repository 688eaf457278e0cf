package p;

public class E {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
