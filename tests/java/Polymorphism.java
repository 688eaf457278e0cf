// Inheritance, abstract classes, interfaces, overriding vs overloading, super calls,
// dynamic dispatch through arrays of base type.
import java.util.ArrayList;
import java.util.List;

public class Polymorphism {
    interface Shape { double area(); String name(); }
    interface Scalable { Shape scale(double f); }
    static abstract class AbstractShape implements Shape {
        private static int count;
        protected final int id;
        AbstractShape() { id = ++count; }
        public String name() { return getClass().getSimpleName() + "#" + id; }
        public String toString() { return name() + String.format("[area=%.3f]", area()); }
        abstract int corners();
    }
    static class Circle extends AbstractShape implements Scalable {
        final double r;
        Circle(double r) { this.r = r; }
        public double area() { return 3.0 * r * r; }
        int corners() { return 0; }
        public Shape scale(double f) { return new Circle(r * f); }
    }
    static class Rect extends AbstractShape implements Scalable {
        final double w, h;
        Rect(double w, double h) { this.w = w; this.h = h; }
        public double area() { return w * h; }
        int corners() { return 4; }
        public Shape scale(double f) { return new Rect(w * f, h * f); }
    }
    static class Square extends Rect {
        Square(double s) { super(s, s); }
        @Override public String name() { return "Square(" + super.name() + ")"; }
    }
    static class Triangle extends AbstractShape {
        final double b, h;
        Triangle(double b, double h) { this.b = b; this.h = h; }
        public double area() { return b * h / 2; }
        int corners() { return 3; }
    }
    // overloading resolution is static
    static String kind(Object o) { return "Object"; }
    static String kind(Shape s) { return "Shape"; }
    static String kind(Rect r) { return "Rect"; }
    static String kind(long l) { return "long"; }
    static String kind(Integer i) { return "Integer"; }
    static String kind(double d) { return "double"; }

    static class Animal {
        String sound() { return "..."; }
        String speak() { return getClass().getSimpleName() + " says " + sound(); }
        static String category() { return "animal"; }
    }
    static class Dog extends Animal { String sound() { return "woof"; } static String category() { return "dog"; } }
    static class Puppy extends Dog { String sound() { return super.sound() + " (tiny)"; } }
    static class Cat extends Animal { String sound() { return "meow"; } }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<Shape>();
        shapes.add(new Circle(1.5));
        shapes.add(new Rect(2, 3));
        shapes.add(new Square(4));
        shapes.add(new Triangle(3, 5));
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s + " corners=" + ((AbstractShape) s).corners() + " scalable=" + (s instanceof Scalable));
            total += s.area();
            if (s instanceof Scalable) System.out.println("  scaled: " + ((Scalable) s).scale(2));
        }
        System.out.printf("total=%.4f%n", total);
        Rect r = new Square(1);
        Shape sh = r;
        Object o = r;
        System.out.println(kind(r) + " " + kind(sh) + " " + kind(o) + " " + kind(5) + " " + kind(5.0f) + " " + kind(Integer.valueOf(5)) + " " + kind('c'));
        Animal[] zoo = { new Animal(), new Dog(), new Puppy(), new Cat() };
        for (Animal a : zoo) System.out.println(a.speak());
        Animal d = new Dog();
        System.out.println(Animal.category() + " " + Dog.category());
        System.out.println(d instanceof Dog ? "dog" : "not dog");
    }
}
