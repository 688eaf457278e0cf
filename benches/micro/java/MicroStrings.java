/**
 * Micro benchmark for string building: StringBuilder appends of ints, chars
 * and strings, toString, and a concatenation. Returns a checksum.
 */
public class MicroStrings {
    public static int build(int n) {
        int h = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append("item").append(i).append(':').append(i * 3);
            if (sb.length() > 200) {
                String s = sb.toString();
                h = h * 31 + s.hashCode();
                sb.setLength(0);
            }
        }
        String tail = "n=" + n + "/" + sb.length();
        return h + tail.hashCode();
    }

    public static void main(String[] args) {
        System.out.println(build(1000));
    }
}
