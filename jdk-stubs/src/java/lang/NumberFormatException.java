package java.lang;

public class NumberFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String s) {
        super(s);
    }

    static NumberFormatException forInputString(String s) {
        return new NumberFormatException("For input string: \"" + s + "\"");
    }

    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }
}
