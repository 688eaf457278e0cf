// printStackTrace(System.out) with causes ("Caused by:" and "... N more"), suppressed exceptions
// ("Suppressed:" sections with tab indentation), custom exception classes and a nested class.
public class StackTraceCause {
    static class DataException extends Exception {
        DataException(String msg, Throwable cause) {
            super(msg, cause);
        }
    }
    static class Parser {
        int parseDigit(char c) {
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("not a digit: " + c);
            }
            return c - '0';
        }
        int parseAll(String s) throws DataException {
            int total = 0;
            try {
                for (int i = 0; i < s.length(); i++) {
                    total = total * 10 + parseDigit(s.charAt(i));
                }
            } catch (IllegalArgumentException e) {
                throw new DataException("bad input '" + s + "'", e);
            }
            return total;
        }
    }
    static void load(Parser p) throws DataException {
        p.parseAll("12x4");
    }
    static void service() {
        try {
            load(new Parser());
        } catch (DataException e) {
            throw new RuntimeException("service failed", e);
        }
    }
    public static void main(String[] args) {
        try {
            service();
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
        Exception primary = new Exception("primary");
        primary.addSuppressed(new IllegalStateException("secondary"));
        primary.printStackTrace(System.out);
        Throwable noMsg = new Error();
        noMsg.printStackTrace(System.out);
        try {
            new Parser().parseAll("77");
            System.out.println("parsed ok");
        } catch (DataException e) {
            System.out.println("unexpected");
        }
        System.out.println("done");
    }
}
