package expr;

import java.util.ArrayList;
import java.util.List;

public class Lexer {
    public static int totalTokens;
    private final String src;
    private int pos;
    public Lexer(String src) { this.src = src; }
    public List<Token> tokens() {
        List<Token> out = new ArrayList<Token>();
        while (true) {
            while (pos < src.length() && Character.isWhitespace(src.charAt(pos))) pos++;
            if (pos >= src.length()) { out.add(new Token(Token.Kind.EOF, "")); break; }
            char c = src.charAt(pos);
            if (Character.isDigit(c)) {
                int start = pos;
                while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
                out.add(new Token(Token.Kind.NUM, src.substring(start, pos)));
            } else if (Character.isLetter(c)) {
                int start = pos;
                while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
                out.add(new Token(Token.Kind.IDENT, src.substring(start, pos)));
            } else {
                pos++;
                switch (c) {
                    case '+': case '-': case '*': case '/': case '%': case '^': out.add(new Token(Token.Kind.OP, String.valueOf(c))); break;
                    case '(': out.add(new Token(Token.Kind.LPAREN, "(")); break;
                    case ')': out.add(new Token(Token.Kind.RPAREN, ")")); break;
                    case ',': out.add(new Token(Token.Kind.COMMA, ",")); break;
                    case '=': out.add(new Token(Token.Kind.ASSIGN, "=")); break;
                    default: throw new EvalException("unexpected character '" + c + "' at " + (pos - 1));
                }
            }
        }
        totalTokens += out.size();
        return out;
    }
}
