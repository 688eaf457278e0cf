// STDIN: expressions.txt
// A small interpreter split over several classes in a package (expr.Lexer, expr.Parser, expr.Node
// subclasses, expr.Env): tokenizes and evaluates arithmetic lines from stdin with variables,
// functions, precedence, right-associative ^, unary minus, and error reporting via exceptions.
import expr.*;
import java.io.*;

public class ExprInterpreter {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Env env = new Env();
        String line;
        int lineNo = 0, errors = 0;
        while ((line = in.readLine()) != null) {
            lineNo++;
            try {
                Node n = new Parser(new Lexer(line).tokens()).parseStatement();
                long v = n.eval(env);
                System.out.println(lineNo + ": " + n + " => " + v);
            } catch (EvalException e) {
                errors++;
                System.out.println(lineNo + ": error: " + e.getMessage());
            } catch (ArithmeticException e) {
                errors++;
                System.out.println(lineNo + ": arithmetic error: " + e.getMessage());
            }
        }
        System.out.println("variables: " + env);
        System.out.println("lines=" + lineNo + " errors=" + errors + " tokens lexed=" + Lexer.totalTokens);
    }
}
