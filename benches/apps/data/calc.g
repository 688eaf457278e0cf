// ANTLR 2.7: parser, lexer and tree walker of a small calculator.
class CalcParser extends Parser;
options {
    buildAST = true;
}

expr    : mexpr (PLUS^ mexpr)* SEMI! ;
mexpr   : atom (STAR^ atom)* ;
atom    : INT | LPAREN! mexpr RPAREN! ;

class CalcLexer extends Lexer;

WS      : (' ' | '\t' | '\n' | '\r') { _ttype = Token.SKIP; } ;
LPAREN  : '(' ;
RPAREN  : ')' ;
STAR    : '*' ;
PLUS    : '+' ;
SEMI    : ';' ;
protected
DIGIT   : '0'..'9' ;
INT     : (DIGIT)+ ;

class CalcTreeWalker extends TreeParser;

expr returns [float r]
{
    float a, b;
    r = 0;
}
    : #(PLUS a=expr b=expr) { r = a + b; }
    | #(STAR a=expr b=expr) { r = a * b; }
    | i:INT { r = (float) Integer.parseInt(i.getText()); }
    ;
