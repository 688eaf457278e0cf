// An uncaught NoSuchMethodError: Lib2.gone() exists at compile time, classes/Lib2.class lacks it.
public class UncaughtNoSuchMethod {
    public static void main(String[] args) {
        System.out.println(Lib2.kept());
        Lib2.gone(41);
        System.out.println("not reached");
    }
}
