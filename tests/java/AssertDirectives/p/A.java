package p;

public class A {
    public static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }

    public static int check(int x) {
        assert x >= 0 : "negative: " + x;
        return x;
    }
}
