// Uncaught checked exception with a cause thrown from main (declared throws Exception).
public class UncaughtWithCause {
    static class ConfigException extends Exception {
        ConfigException(String m, Throwable cause) { super(m, cause); }
    }
    static int parse(String s) {
        if (s.isEmpty()) throw new IllegalArgumentException("empty value");
        return s.length();
    }
    public static void main(String[] args) throws Exception {
        String[] values = { "alpha", "be", "" };
        for (String v : values) {
            try {
                System.out.println(v + " -> " + parse(v));
            } catch (IllegalArgumentException e) {
                System.out.println("wrapping " + e.getMessage());
                throw new ConfigException("config invalid", e);
            }
        }
    }
}
