// ALSO-NO-G
// An uncaught NullPointerException: the first stderr line carries the helpful message,
// "Exception in thread "main" java.lang.NullPointerException: Cannot invoke "String.length()"
// because "<parameter1>" is null" (with -g: because "name" is null).
public class NpeUncaught {
    static int count(String name) {
        return name.length();
    }

    public static void main(String[] args) {
        System.out.println(count("seven") + " characters");
        System.out.println(count(args.length > 5 ? "x" : null));
    }
}
