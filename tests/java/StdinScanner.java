// STDIN: numbers.txt
// Reading stdin with java.util.Scanner: nextInt, nextDouble, next, nextLine mixing, hasNextInt,
// hasNext, InputMismatchException, and reading to EOF.
import java.util.*;

public class StdinScanner {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int count = sc.nextInt();
        System.out.println("count=" + count);
        int sum = 0;
        for (int i = 0; i < 5; i++) sum += sc.nextInt();
        System.out.println("sum of 5 ints=" + sum);
        double d1 = sc.nextDouble(), d2 = sc.nextDouble();
        System.out.println("doubles " + d1 + " + " + d2 + " = " + (d1 + d2));
        System.out.println("hasNextInt=" + sc.hasNextInt() + " hasNext=" + sc.hasNext());
        try { sc.nextInt(); } catch (InputMismatchException e) { System.out.println("InputMismatchException"); }
        String w1 = sc.next(), w2 = sc.next();
        System.out.println("words: " + w1 + "," + w2);
        System.out.println("rest of line: [" + sc.nextLine() + "]");
        int hundred = sc.nextInt();
        sc.nextLine();
        String line = sc.nextLine();
        System.out.println(hundred + " then line [" + line + "]");
        List<String> toks = new ArrayList<String>();
        int nums = 0;
        while (sc.hasNext()) {
            if (sc.hasNextInt()) nums += sc.nextInt();
            else toks.add(sc.next());
        }
        System.out.println("tokens=" + toks + " nums=" + nums);
        try { sc.next(); } catch (NoSuchElementException e) { System.out.println("EOF: " + e.getClass().getSimpleName()); }
        Scanner s3 = new Scanner("line one\nline two\n\nline four");
        int n = 0;
        while (s3.hasNextLine()) System.out.println(++n + ": " + s3.nextLine());
    }
}
