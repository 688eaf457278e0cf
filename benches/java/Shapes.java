// ARGS: 300
import java.util.ArrayList;
import java.util.List;

/**
 * Object-oriented: an abstract class hierarchy with virtual calls, an interface
 * implemented by unrelated classes (interface calls), and a double-dispatch
 * visitor, driven over a mixed list of shapes.
 */
public class Shapes {
    interface Visitor<R> {
        R visitCircle(Circle c);
        R visitRect(Rect r);
        R visitTriangle(Triangle t);
        R visitGroup(Group g);
    }

    interface Scalable { void scale(int num, int den); }

    static abstract class Shape implements Scalable {
        int x, y;
        Shape(int x, int y) { this.x = x; this.y = y; }
        abstract long area();          // virtual
        abstract long perimeter();     // virtual
        abstract <R> R accept(Visitor<R> v);
        void move(int dx, int dy) { x += dx; y += dy; }
        long weight() { return area() + 2 * perimeter(); }
    }

    static final class Circle extends Shape {
        int r;
        Circle(int x, int y, int r) { super(x, y); this.r = r; }
        long area() { return 3L * r * r; }
        long perimeter() { return 6L * r; }
        public void scale(int num, int den) { r = Math.max(1, r * num / den); }
        <R> R accept(Visitor<R> v) { return v.visitCircle(this); }
    }

    static class Rect extends Shape {
        int w, h;
        Rect(int x, int y, int w, int h) { super(x, y); this.w = w; this.h = h; }
        long area() { return (long) w * h; }
        long perimeter() { return 2L * (w + h); }
        public void scale(int num, int den) { w = Math.max(1, w * num / den); h = Math.max(1, h * num / den); }
        <R> R accept(Visitor<R> v) { return v.visitRect(this); }
    }

    static final class Square extends Rect {
        Square(int x, int y, int s) { super(x, y, s, s); }
        @Override long perimeter() { return 4L * w; }
    }

    static final class Triangle extends Shape {
        int a, b, c;
        Triangle(int x, int y, int a, int b, int c) { super(x, y); this.a = a; this.b = b; this.c = c; }
        long area() { return (long) a * b / 2; }
        long perimeter() { return (long) a + b + c; }
        public void scale(int num, int den) { a = Math.max(1, a * num / den); b = Math.max(1, b * num / den); c = Math.max(1, c * num / den); }
        <R> R accept(Visitor<R> v) { return v.visitTriangle(this); }
    }

    static final class Group extends Shape {
        final List<Shape> children = new ArrayList<>();
        Group(int x, int y) { super(x, y); }
        long area() { long s = 0; for (int i = 0; i < children.size(); i++) s += children.get(i).area(); return s; }
        long perimeter() { long s = 0; for (int i = 0; i < children.size(); i++) s += children.get(i).perimeter(); return s; }
        public void scale(int num, int den) { for (int i = 0; i < children.size(); i++) children.get(i).scale(num, den); }
        @Override void move(int dx, int dy) { super.move(dx, dy); for (int i = 0; i < children.size(); i++) children.get(i).move(dx, dy); }
        <R> R accept(Visitor<R> v) { return v.visitGroup(this); }
    }

    /** Counts by kind, returns boxed results (visitor returning objects). */
    static final class KindCounter implements Visitor<Integer> {
        public Integer visitCircle(Circle c) { return 1; }
        public Integer visitRect(Rect r) { return 10; }
        public Integer visitTriangle(Triangle t) { return 100; }
        public Integer visitGroup(Group g) {
            int s = 1000;
            for (int i = 0; i < g.children.size(); i++) s += g.children.get(i).accept(this);
            return s;
        }
    }

    /** Accumulates a bounding-box-like hash into a field (visitor with state). */
    static final class Hasher implements Visitor<Void> {
        long h = 17;
        public Void visitCircle(Circle c) { h = h * 31 + c.x * 7 + c.y * 13 + c.r; return null; }
        public Void visitRect(Rect r) { h = h * 31 + r.x + r.y * 3 + r.w * 5 + r.h; return null; }
        public Void visitTriangle(Triangle t) { h = h * 31 + t.a + t.b * 3 + t.c * 9 + t.x - t.y; return null; }
        public Void visitGroup(Group g) {
            for (int i = 0; i < g.children.size(); i++) g.children.get(i).accept(this);
            h ^= g.x;
            return null;
        }
    }

    static Shape make(int i, int depth) {
        switch (depth > 0 ? i % 4 : i % 5) {
            case 0: return new Circle(i, -i, 1 + i % 17);
            case 1: return new Rect(i, i / 2, 1 + i % 13, 1 + i % 7);
            case 2: return new Square(-i, i, 1 + i % 11);
            case 3: return new Triangle(i % 3, i % 5, 3 + i % 9, 4 + i % 5, 5 + i % 4);
            default: {
                Group g = new Group(i, i);
                for (int k = 0; k < 4; k++) g.children.add(make(i * 7 + k, depth + 1));
                return g;
            }
        }
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 300;
        List<Shape> shapes = new ArrayList<>();
        for (int i = 0; i < 2000; i++) shapes.add(make(i, 0));
        Scalable[] scalables = shapes.toArray(new Scalable[0]);
        KindCounter counter = new KindCounter();
        Hasher hasher = new Hasher();
        long total = 0;
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < shapes.size(); i++) {
                Shape s = shapes.get(i);
                total += s.weight();
                s.move(r & 3, -(r & 1));
            }
            int num = (r & 1) == 0 ? 3 : 2, den = (r & 1) == 0 ? 2 : 3;
            for (Scalable sc : scalables) sc.scale(num, den);
            if (r % 10 == 0) {
                int kinds = 0;
                for (Shape s : shapes) kinds += s.accept(counter);
                total += kinds;
            }
            for (int i = 0; i < shapes.size(); i += 3) shapes.get(i).accept(hasher);
        }
        System.out.println("total=" + total + " hash=" + hasher.h);
    }
}
