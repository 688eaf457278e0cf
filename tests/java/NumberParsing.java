// Integer/Long/Double parsing: valid inputs with signs and radixes, and NumberFormatException
// messages for invalid input, overflow, empty, null, whitespace; valueOf/decode.
public class NumberParsing {
    static void tryInt(String s) {
        try { System.out.println("int[" + s + "] = " + Integer.parseInt(s)); }
        catch (NumberFormatException e) { System.out.println("int[" + s + "] NFE: " + e.getMessage()); }
    }
    static void tryLong(String s) {
        try { System.out.println("long[" + s + "] = " + Long.parseLong(s)); }
        catch (NumberFormatException e) { System.out.println("long[" + s + "] NFE: " + e.getMessage()); }
    }
    static void tryRadix(String s, int r) {
        try { System.out.println("int[" + s + "," + r + "] = " + Integer.parseInt(s, r)); }
        catch (NumberFormatException e) { System.out.println("int[" + s + "," + r + "] NFE: " + e.getMessage()); }
    }
    static void tryDouble(String s) {
        try { System.out.println("double[" + s + "] = " + Double.parseDouble(s)); }
        catch (NumberFormatException e) { System.out.println("double[" + s + "] NFE: " + e.getMessage()); }
        catch (NullPointerException e) { System.out.println("double[" + s + "] NPE"); }
    }
    public static void main(String[] args) {
        String[] ints = { "0", "42", "-42", "+42", "007", "2147483647", "-2147483648", "2147483648", "-2147483649", "", " 1", "1 ", "1.0", "abc", "-", "+", "0x10", "99999999999", "\u0661\u0662" };
        for (String s : ints) tryInt(s);
        try { Integer.parseInt(null); } catch (NumberFormatException e) { System.out.println("null NFE: " + e.getMessage()); }
        String[] longs = { "9223372036854775807", "-9223372036854775808", "9223372036854775808", "123L", "-0", "12345678901234" };
        for (String s : longs) tryLong(s);
        tryRadix("ff", 16); tryRadix("-FF", 16); tryRadix("1010", 2); tryRadix("zz", 36); tryRadix("777", 8); tryRadix("8", 8); tryRadix("7fffffff", 16);
        tryRadix("80000000", 16); tryRadix("-80000000", 16); tryRadix("g", 16); tryRadix("1", 37); tryRadix("1", 1);
        String[] doubles = { "3.14", "-0", "1e10", "abc", "", "1.2.3", "0x1.8p1", " 5 ", "NaN", "-Infinity", "1e", "." };
        for (String s : doubles) tryDouble(s);
        tryDouble(null);
        System.out.println(Integer.valueOf("123") + Integer.valueOf(7) + " " + Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff") + " " + Long.decode("0X7fffffffffffffff") + " " + Long.valueOf("-5"));
        try { Integer.decode("0xZZ"); } catch (NumberFormatException e) { System.out.println("decode NFE: " + e.getMessage()); }
        System.out.println(Integer.parseUnsignedInt("4294967295") + " " + Integer.toUnsignedString(-1) + " " + Long.toUnsignedString(-1L) + " " + Long.parseUnsignedLong("18446744073709551615") + " " + Integer.toUnsignedLong(-2));
        try { Integer.parseUnsignedInt("-1"); } catch (NumberFormatException e) { System.out.println("unsigned NFE: " + e.getMessage()); }
        try { Integer.parseUnsignedInt("4294967296"); } catch (NumberFormatException e) { System.out.println("unsigned NFE: " + e.getMessage()); }
        int sum = 0;
        for (String tok : "10,20,x,30,,40,-5,+6".split(",")) {
            try { sum += Integer.parseInt(tok); } catch (NumberFormatException e) { sum += 1000; }
        }
        System.out.println("sum=" + sum);
        System.out.println(Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean(null) + " " + Float.parseFloat("1.5e3") + " " + Short.valueOf("-3") + " " + new Integer("77") + " " + new Double("2.5"));
    }
}
