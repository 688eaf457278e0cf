/* JFlex: a word/number scanner with line and column tracking. */
%%

%class Lexer
%standalone
%line
%column
%unicode

%{
  int words = 0;
%}

%eof{
  System.out.println("words=" + words);
%eof}

Word = [a-zA-Z][a-zA-Z0-9_]*
Num  = [0-9]+ ("." [0-9]+)?

%%

{Word}       { words++; System.out.println("WORD " + yytext() + " at " + yyline + ":" + yycolumn); }
{Num}        { System.out.println("NUM " + yytext()); }
"//" [^\n]*  { System.out.println("COMMENT " + yytext().length()); }
[ \t\r\n]+   { }
[^]          { System.out.println("OTHER " + yytext()); }
