// Placeholder bodies: tests/tools/badclass.py replaces them by hand-written bytecode (see
// NpeBytecodes.java) in classes/Ops.class, a version-49 class file.
public class Ops {
    public static int swap(String a, String b) { return 0; }
    public static int dupX1(String a, String b) { return 0; }
    public static int dupX2(String a, String b, String c) { return 0; }
    public static int dup2(String a, String b) { return 0; }
    public static int dup2X1(String a, String b, String c) { return 0; }
    public static int dup2X2(String a, String b, String c, String d) { return 0; }
    public int thisStored() { return 0; }
    public static void monitorExit() { }
    public static int jsrInside(String s) { return 0; }
    public static int jsrAfter(String s) { return 0; }
    public static int wideLoad(String s) { return 0; }
    public static int storeAfterLoad(String s) { return 0; }
    public static int mergeSame(String s, int c) { return 0; }
    public static int mergeDiff(String s, String t, int c) { return 0; }
    public static int storeReachedLate(String s, int c) { return 0; }
    public static void joinThenBranch(String s, String t, int c) { }
    public static void switchDefaultFirst(String s, String t, int c) { }
    public static void switchDefaultNotJoined(String s, String t, int c) { }
    public static void lookupDefaultFirst(String s, String t, int c) { }
    public static void switchCasesInOrder(String s, String t, int k, int j) { }
    public static int entriesAtLimit(String s, String a) { return 0; }
    public static int entriesOverLimit(String s, String a) { return 0; }
}
