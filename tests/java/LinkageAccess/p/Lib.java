package p;

public class Lib {
    public static int pkgField = 7;
    public int protField = 8;
    public static String pkg() { return "pkg"; }
    public static String prot() { return "prot"; }
    public String protInst() { return "protInst"; }
}
