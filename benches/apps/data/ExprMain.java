import org.antlr.runtime.ANTLRInputStream;
import org.antlr.runtime.CommonTokenStream;

/** Runs the parser ANTLR 3 generated from Expr.g on standard input. */
public class ExprMain {
    public static void main(String[] args) throws Exception {
        ExprLexer lexer = new ExprLexer(new ANTLRInputStream(System.in));
        ExprParser parser = new ExprParser(new CommonTokenStream(lexer));
        parser.prog();
    }
}
