import antlr.collections.AST;
import java.io.DataInputStream;

/** Runs the parser and tree walker ANTLR 2 generated from calc.g on standard input. */
public class CalcMain {
    public static void main(String[] args) throws Exception {
        CalcLexer lexer = new CalcLexer(new DataInputStream(System.in));
        CalcParser parser = new CalcParser(lexer);
        parser.expr();
        AST t = parser.getAST();
        System.out.println("tree: " + t.toStringTree());
        System.out.println("value: " + new CalcTreeWalker().expr(t));
    }
}
