// NO-RELEASE8
// Reflection over Java 11-17 class-file features: records
// (getRecordComponents, accessors, generic signatures, annotations,
// canonical constructors and their parameter names), sealed classes and
// interfaces (getPermittedSubclasses, isSealed), and nests (getNestHost,
// getNestMembers, isNestmateOf, reflective private access between
// nestmates).
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ReflectJava17 {
    @Retention(RetentionPolicy.RUNTIME)
    @interface Doc { String value(); }

    record Point(@Doc("x axis") int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x " + x);
        }
        static Point origin() { return new Point(0, 0); }
        double length() { return Math.sqrt(x * x + y * y); }
    }

    record Pair<A, B extends Comparable<B>>(A first, B second, List<? extends A> rest) {}

    record Empty() {}

    sealed interface Shape permits Circle, Square, Poly {}
    record Circle(double r) implements Shape {}
    static final class Square implements Shape { final double side = 1; }
    static non-sealed class Poly implements Shape {}
    static class Hexagon extends Poly {}

    static abstract sealed class Expr permits Num, Add {}
    static final class Num extends Expr { private int secret() { return 42; } }
    static final class Add extends Expr {}

    static class NotRecord { int x; }

    static List<String> names(Class<?>[] cs) {
        List<String> l = new ArrayList<>();
        if (cs == null) return null;
        for (Class<?> c : cs) l.add(c.getSimpleName());
        return l;
    }

    static void record(Class<?> c) throws Exception {
        System.out.println("== " + c.getSimpleName() + " isRecord=" + c.isRecord() + " final=" + java.lang.reflect.Modifier.isFinal(c.getModifiers()));
        RecordComponent[] rcs = c.getRecordComponents();
        if (rcs == null) {
            System.out.println("  no components");
            return;
        }
        for (RecordComponent rc : rcs) {
            System.out.println("  " + rc + " type=" + rc.getType().getName() + " generic=" + rc.getGenericType() + " signature=" + rc.getGenericSignature()
                    + " accessor=" + rc.getAccessor() + " annotations=" + Arrays.toString(rc.getAnnotations()) + " declaring=" + rc.getDeclaringRecord().getSimpleName());
        }
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            List<String> ps = new ArrayList<>();
            for (Parameter p : k.getParameters()) ps.add(p + (p.isNamePresent() ? " named" : "") + (p.isImplicit() ? " implicit" : "") + (p.isSynthetic() ? " synthetic" : ""));
            System.out.println("  ctor " + k + " params " + ps + " annotations " + Arrays.deepToString(k.getParameterAnnotations()));
        }
    }

    public static void main(String[] args) throws Exception {
        record(Point.class);
        record(Pair.class);
        record(Empty.class);
        record(Circle.class);
        record(NotRecord.class);
        record(Record.class);

        System.out.println("== record accessors and construction");
        Point p = new Point(3, 4);
        for (RecordComponent rc : Point.class.getRecordComponents()) System.out.println("  " + rc.getName() + " = " + rc.getAccessor().invoke(p));
        Constructor<Point> canon = Point.class.getDeclaredConstructor(int.class, int.class);
        Point q = canon.newInstance(5, 12);
        System.out.println("  " + q.x() + "," + q.y() + " length " + Point.class.getDeclaredMethod("length").invoke(q));
        try {
            canon.newInstance(-1, 0);
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println("  " + e.getCause());
        }
        try {
            Point.class.getDeclaredField("x").setInt(p, 9);
        } catch (IllegalAccessException e) {
            System.out.println("  " + e.getMessage());
        }
        java.lang.reflect.Field fx = Point.class.getDeclaredField("x");
        fx.setAccessible(true);
        try {
            fx.setInt(p, 9);
        } catch (IllegalAccessException e) {
            System.out.println("  " + e.getMessage());
        }
        System.out.println("  x still " + fx.getInt(p));

        System.out.println("== sealed");
        for (Class<?> c : new Class<?>[] { Shape.class, Circle.class, Square.class, Poly.class, Hexagon.class, Expr.class, Num.class, Object.class, int.class, String[].class }) {
            System.out.println("  " + c.getSimpleName() + " sealed=" + c.isSealed() + " permitted=" + names(c.getPermittedSubclasses()));
        }

        System.out.println("== nests");
        for (Class<?> c : new Class<?>[] { ReflectJava17.class, Point.class, Num.class, Outside.class, Outside.Nested.class, String.class, int.class, int[].class }) {
            System.out.println("  " + c.getSimpleName() + " host=" + c.getNestHost().getSimpleName() + " mateOfMain=" + c.isNestmateOf(ReflectJava17.class));
        }
        List<String> members = names(ReflectJava17.class.getNestMembers());
        members.sort(null);
        System.out.println("  members " + members);
        System.out.println("  Num's view " + names(Num.class.getNestMembers()).size() + " Outside " + names(Outside.class.getNestMembers()));
        Method secret = Num.class.getDeclaredMethod("secret");
        System.out.println("  nestmate private call: " + secret.invoke(new Num()));
        for (int i = 0; i < 30; i++) secret.invoke(new Num());
        System.out.println("  after inflation: " + secret.invoke(new Num()));
        try {
            Outside.class.getDeclaredMethod("hidden").invoke(null);
        } catch (IllegalAccessException e) {
            System.out.println("  " + e.getMessage());
        }
    }
}

class Outside {
    private static void hidden() {}
    static class Nested {}
}
