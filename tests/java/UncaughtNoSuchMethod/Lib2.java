public class Lib2 {
    public static String kept() {
        return "kept";
    }

    public static int gone(int x) {
        return x + 1;
    }
}
