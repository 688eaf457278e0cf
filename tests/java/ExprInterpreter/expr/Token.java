package expr;

public final class Token {
    public enum Kind { NUM, IDENT, OP, LPAREN, RPAREN, COMMA, ASSIGN, EOF }
    public final Kind kind;
    public final String text;
    Token(Kind kind, String text) { this.kind = kind; this.text = text; }
    @Override public String toString() { return kind + "(" + text + ")"; }
}
