// ARGS: one two
// A main class inside a package (run as demo.app.PackagedMain): package-private access within a
// package, protected access from a subclass in another package, class names of packaged nested
// classes, and static state shared across packages.
package demo.app;

import demo.lib.Shape;
import demo.lib.Registry;

public class PackagedMain {
    static class Inner { }
    static final class Square extends Shape {
        Square(double side) { super("square", side * side); }
        @Override public String describe() { return "Square via protected name=" + name + " area=" + area(); }
    }
    public static void main(String[] args) {
        System.out.println("args=" + String.join(",", args));
        Helper h = new Helper();
        System.out.println(h.packagePrivate() + " " + Helper.counter);
        Shape s = new Square(3);
        Registry.register(s);
        Registry.register(new Shape("plain", 2.5));
        System.out.println(s.describe());
        System.out.println(Registry.summary());
        System.out.println(PackagedMain.class.getName() + " " + Inner.class.getName() + " " + Square.class.getSimpleName() + " " + Shape.class.getName() + " " + new Inner().getClass().getSuperclass().getName());
        System.out.println(s instanceof Shape ? "is a Shape" : "not a Shape");
    }
}

class Helper {
    static int counter = 41;
    String packagePrivate() { counter++; return "package-private in " + getClass().getName(); }
}
