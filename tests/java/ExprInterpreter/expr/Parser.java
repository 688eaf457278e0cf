package expr;

import java.util.ArrayList;
import java.util.List;

public class Parser {
    private final List<Token> toks;
    private int i;
    public Parser(List<Token> toks) { this.toks = toks; }
    private Token peek() { return toks.get(i); }
    private Token next() { return toks.get(i++); }
    private Token expect(Token.Kind k) {
        Token t = next();
        if (t.kind != k) throw new EvalException("expected " + k + " but found " + t);
        return t;
    }
    public Node parseStatement() {
        Node n;
        if (peek().kind == Token.Kind.IDENT && toks.get(i + 1).kind == Token.Kind.ASSIGN) {
            String name = next().text;
            next();
            n = new Node.Assign(name, expr());
        } else {
            n = expr();
        }
        expect(Token.Kind.EOF);
        return n;
    }
    private Node expr() {
        Node l = term();
        while (peek().kind == Token.Kind.OP && (peek().text.equals("+") || peek().text.equals("-"))) l = new Node.Bin(next().text.charAt(0), l, term());
        return l;
    }
    private Node term() {
        Node l = factor();
        while (peek().kind == Token.Kind.OP && "*/%".contains(peek().text)) l = new Node.Bin(next().text.charAt(0), l, factor());
        return l;
    }
    private Node factor() {
        Node base = unary();
        if (peek().kind == Token.Kind.OP && peek().text.equals("^")) { next(); return new Node.Bin('^', base, factor()); }
        return base;
    }
    private Node unary() {
        if (peek().kind == Token.Kind.OP && peek().text.equals("-")) { next(); return new Node.Neg(unary()); }
        return primary();
    }
    private Node primary() {
        Token t = next();
        switch (t.kind) {
            case NUM: return new Node.Num(Long.parseLong(t.text));
            case IDENT:
                if (peek().kind == Token.Kind.LPAREN) {
                    next();
                    List<Node> args = new ArrayList<Node>();
                    if (peek().kind != Token.Kind.RPAREN) {
                        args.add(expr());
                        while (peek().kind == Token.Kind.COMMA) { next(); args.add(expr()); }
                    }
                    expect(Token.Kind.RPAREN);
                    return new Node.Call(t.text, args);
                }
                return new Node.Var(t.text);
            case LPAREN: { Node e = expr(); expect(Token.Kind.RPAREN); return e; }
            default: throw new EvalException("unexpected " + t);
        }
    }
}
