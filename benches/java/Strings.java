// ARGS: 8
/**
 * String building: StringBuilder appends of ints/chars/strings, string
 * concatenation (invokedynamic on javac 9+), substring/indexOf/split-free
 * scanning, equals/hashCode, and a light use of String.format.
 */
public class Strings {
    static String pad(int v) { return "[" + v + ":" + (v * 3) + "]"; }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 8;
        long h = 0;
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 20000; i++) {
                sb.append(i).append(',');
                if (i % 10 == 0) sb.append("ten").append('\n');
            }
            String big = sb.toString();
            h += big.length() + big.hashCode();

            int lines = 0, from = 0;
            while (true) {
                int nl = big.indexOf('\n', from);
                if (nl < 0) break;
                String line = big.substring(from, nl);
                if (line.endsWith("ten") && line.startsWith("1")) lines++;
                from = nl + 1;
            }
            h = h * 31 + lines;

            String acc = "";
            for (int i = 0; i < 300; i++) acc = acc + (char) ('a' + i % 26);
            h += acc.hashCode();

            for (int i = 0; i < 10000; i++) {
                String s = pad(i) + "-" + (i % 7 == 0 ? "seven" : "other") + i * 2L;
                h += s.length();
                if (s.equals("[42:126]-seven84")) h += 1000;
            }

            StringBuilder rev = new StringBuilder(big.substring(0, 5000));
            rev.reverse();
            h ^= rev.toString().hashCode();
            char[] cs = big.substring(0, 20000).toCharArray();
            int digits = 0;
            for (char c : cs) if (Character.isDigit(c)) digits++;
            h += digits;
            h += big.substring(100, 400).toUpperCase().replace('T', 't').indexOf("EN");

            for (int i = 0; i < 300; i++) {
                String f = String.format("%d:%s:%05d", i, "x", i * 7);
                h += f.hashCode();
            }
        }
        System.out.println(h);
    }
}
