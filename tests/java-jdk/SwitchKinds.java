// NO-RELEASE8
import java.util.*;

/** Switches javac 17 compiles with and around invokedynamic: strings, enums, and pattern instanceof with records. */
public class SwitchKinds {
    enum Color { RED, GREEN, BLUE }
    sealed interface Shape permits Circle, Rect {}
    record Circle(double r) implements Shape {}
    record Rect(double w, double h) implements Shape {}

    static String str(String s) {
        switch (s) {
            case "one": return "1";
            case "two": return "2";
            case "Aa": return "Aa";      // same hashCode as "BB"
            case "BB": return "BB";
            default: return "?" + s;
        }
    }
    static int color(Color c) {
        return switch (c) { case RED -> 1; case GREEN -> 2; case BLUE -> { int x = 3; yield x * 10; } };
    }
    static double area(Shape s) {
        if (s instanceof Circle c && c.r() > 0) return Math.PI * c.r() * c.r();
        if (s instanceof Rect r) return r.w() * r.h();
        return 0;
    }
    static String kind(Object o) {
        if (o instanceof Integer i) return "int " + (i + 1);
        if (o instanceof String s && !s.isEmpty()) return "string " + s.length();
        if (o instanceof int[] a) return "ints " + a.length;
        return "other " + o;
    }

    public static void main(String[] args) {
        for (String s : List.of("one", "two", "Aa", "BB", "three")) System.out.print(str(s) + " ");
        System.out.println();
        for (Color c : Color.values()) System.out.print(color(c) + " ");
        System.out.println();
        System.out.println((Math.round(area(new Circle(1)) * 1000) / 1000.0) + " " + area(new Rect(2, 3)));
        System.out.println(kind(41) + ", " + kind("abc") + ", " + kind(new int[2]) + ", " + kind(""));
        String day = "TUE";
        int len = switch (day) { case "MON", "TUE" -> 3; default -> { yield day.length() * 2; } };
        System.out.println(len);
        Object o = Color.GREEN;
        String desc = o instanceof Color c ? "color " + c.ordinal() : "none";
        System.out.println(desc);
        try {
            str(null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + (e.getMessage() != null));
        }
    }
}
