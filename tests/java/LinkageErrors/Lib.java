// Version 1 of Lib, which LinkageErrors is compiled against. classes/Lib.class is version 2: gone and
// goneField removed, nowInstance made an instance field, nowStatic made static, secret made private.
// No field initialisers: Lib has no <clinit> and its constructor touches no field, so the errors
// come from the call sites in LinkageErrors only.
public class Lib {
    public static int goneField;
    public static int nowInstance;
    public int nowStatic;

    public static String gone() {
        return "gone";
    }

    public static String secret() {
        return "secret";
    }

    public static String still() {
        return "still";
    }
}
