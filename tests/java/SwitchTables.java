// tableswitch and lookupswitch: dense, sparse, negative, huge cases, MIN/MAX_VALUE,
// char and byte switches, fallthrough, default only.
public class SwitchTables {
    static String dense(int x) {
        switch (x) {
            case -2: return "minus two";
            case -1: return "minus one";
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return "dense-default";
        }
    }
    static String sparse(int x) {
        switch (x) {
            case Integer.MIN_VALUE: return "MIN";
            case -1000000: return "-1e6";
            case -7: return "-7";
            case 13: return "13";
            case 1000: return "1000";
            case 65536: return "65536";
            case 123456789: return "big";
            case Integer.MAX_VALUE: return "MAX";
            default: return "sparse-default";
        }
    }
    static int charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return 1;
            case 'y': return 2;
            case '\u00e9': return 3;
            case '\uffff': return 4;
            default: return 0;
        }
    }
    static int byteSwitch(byte b) {
        switch (b) { case -128: return 1; case -1: return 2; case 127: return 3; default: return 0; }
    }
    static int onlyDefault(int x) { switch (x) { default: return x * 2; } }
    static int fall(int x) {
        int r = 0;
        switch (x) { case 1: r += 1; case 2: r += 10; case 3: r += 100; break; case 4: r += 1000; default: r += 5; }
        return r;
    }
    static String longRange(int x) {
        switch (x) {
            case 10: case 11: case 12: case 13: case 14: case 15: case 16: case 17: case 18: case 19: return "teen-ish";
            case 20: case 22: case 24: return "even-20s";
            case 30: return "thirty";
            default: return "-";
        }
    }
    public static void main(String[] args) {
        for (int i = -4; i <= 7; i++) System.out.print(dense(i) + "|");
        System.out.println();
        int[] probes = { Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1000000, -7, -6, 0, 13, 1000, 999, 65536, 123456789, Integer.MAX_VALUE, Integer.MAX_VALUE - 1 };
        for (int p : probes) System.out.println(p + " -> " + sparse(p));
        StringBuilder sb = new StringBuilder();
        for (char c : "hey you, caf\u00e9!\uffff".toCharArray()) sb.append(charSwitch(c));
        System.out.println(sb);
        System.out.println(byteSwitch((byte) -128) + "" + byteSwitch((byte) 255) + byteSwitch((byte) 127) + byteSwitch((byte) 128) + byteSwitch((byte) 5));
        System.out.println(onlyDefault(21));
        for (int i = 0; i <= 5; i++) System.out.print(fall(i) + " ");
        System.out.println();
        for (int i = 9; i <= 31; i++) System.out.print(longRange(i) + " ");
        System.out.println();
        long acc = 0;
        for (int i = -50; i < 2000; i++) acc = acc * 31 + sparse(i).length() + dense(i % 9).length();
        System.out.println("acc=" + acc);
    }
}
