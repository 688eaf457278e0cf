// NO-RELEASE8
import java.lang.invoke.*;
import java.util.*;

/** Lookup.find* and invokeExact/invoke with the conversions asType makes. */
public class MethodHandlesBasic {
    static int counter = 7;
    int value;
    String name = "n";
    private long secret = 42L;
    static final double PI = 3.14;

    MethodHandlesBasic() { this(1); }
    MethodHandlesBasic(int v) { value = v; }

    static int twice(int x) { return 2 * x; }
    static String join(String a, int b, long c, double d, char e, boolean f, byte g, short h, float i) {
        return a + b + c + d + e + f + g + h + i;
    }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String fmt(String f, Object... args) { return f + Arrays.toString(args); }
    int plus(int x) { return value + x; }
    private String hidden(String s) { return "hidden:" + s + value; }
    public String toString() { return "MHB(" + value + ")"; }
    static void sideEffect(List<String> l) { l.add("called"); }

    static class Base { String who() { return "Base"; } String call() { return who(); } }
    static class Derived extends Base {
        @Override String who() { return "Derived"; }
        static MethodHandle superWho() throws Exception {
            return MethodHandles.lookup().findSpecial(Base.class, "who", MethodType.methodType(String.class), Derived.class);
        }
    }
    interface Shape { double area(); default String describe() { return "shape " + area(); } }
    record Square(double side) implements Shape { public double area() { return side * side; } }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        MethodHandle twice = lk.findStatic(MethodHandlesBasic.class, "twice", MethodType.methodType(int.class, int.class));
        System.out.println((int) twice.invokeExact(21));
        System.out.println(twice.invoke(Integer.valueOf(5)));
        Object boxed = twice.invoke((Object) 6);
        System.out.println(boxed + " " + boxed.getClass().getName());
        long widened = (long) twice.invoke((short) 4);
        System.out.println(widened);
        System.out.println(twice.type() + " " + twice);

        MethodHandle join = lk.findStatic(MethodHandlesBasic.class, "join",
                MethodType.methodType(String.class, String.class, int.class, long.class, double.class, char.class, boolean.class, byte.class, short.class, float.class));
        System.out.println((String) join.invokeExact("s", 1, 2L, 3.5, 'c', true, (byte) 4, (short) 5, 6.25f));
        System.out.println(join.invoke("t", 1, 2, 3, 'd', false, (byte) 7, (short) 8, 9f));
        System.out.println(join.invokeWithArguments("u", 1, 2L, 3.0, 'e', true, (byte) 1, (short) 2, 3f));

        MethodHandle sum = lk.findStatic(MethodHandlesBasic.class, "sum", MethodType.methodType(int.class, int[].class));
        System.out.println(sum.isVarargsCollector() + " " + sum.invoke(1, 2, 3, 4) + " " + sum.invoke() + " " + sum.invoke(new int[] {5, 6}));
        MethodHandle fmt = lk.findStatic(MethodHandlesBasic.class, "fmt", MethodType.methodType(String.class, String.class, Object[].class));
        System.out.println(fmt.invoke("f", 1, "two", 3.0));
        System.out.println(fmt.invoke("g"));

        MethodHandle ctor0 = lk.findConstructor(MethodHandlesBasic.class, MethodType.methodType(void.class));
        MethodHandle ctor1 = lk.findConstructor(MethodHandlesBasic.class, MethodType.methodType(void.class, int.class));
        MethodHandlesBasic a = (MethodHandlesBasic) ctor0.invokeExact();
        MethodHandlesBasic b = (MethodHandlesBasic) ctor1.invoke(10);
        System.out.println(a + " " + b);

        MethodHandle plus = lk.findVirtual(MethodHandlesBasic.class, "plus", MethodType.methodType(int.class, int.class));
        System.out.println((int) plus.invokeExact(b, 5) + " " + plus.invoke(a, 100));
        MethodHandle bound = plus.bindTo(b);
        System.out.println((int) bound.invokeExact(1) + " " + bound.type());
        MethodHandle hidden = lk.findVirtual(MethodHandlesBasic.class, "hidden", MethodType.methodType(String.class, String.class));
        System.out.println((String) hidden.invokeExact(b, "x"));
        MethodHandle toStr = lk.findVirtual(Object.class, "toString", MethodType.methodType(String.class));
        System.out.println((String) toStr.invokeExact((Object) b) + " " + toStr.invoke(List.of(1, 2)) + " " + toStr.invoke("str"));
        MethodHandle len = lk.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) len.invokeExact("hello"));
        MethodHandle area = lk.findVirtual(Shape.class, "area", MethodType.methodType(double.class));
        MethodHandle describe = lk.findVirtual(Shape.class, "describe", MethodType.methodType(String.class));
        Shape sq = new Square(3);
        System.out.println((double) area.invokeExact(sq) + " " + (String) describe.invokeExact(sq));
        MethodHandle listSize = lk.findVirtual(List.class, "size", MethodType.methodType(int.class));
        System.out.println(listSize.invoke(new ArrayList<>(List.of(1, 2, 3))) + " " + listSize.invoke(List.of()) + " " + listSize.invoke(new LinkedList<>(List.of(9))));
        MethodHandle hashCode = lk.findVirtual(Object.class, "hashCode", MethodType.methodType(int.class));
        System.out.println(hashCode.invoke("abc") + " " + hashCode.invoke(Integer.valueOf(77)));

        Derived d = new Derived();
        System.out.println(d.call() + " " + (String) Derived.superWho().invokeExact(d));

        MethodHandle getValue = lk.findGetter(MethodHandlesBasic.class, "value", int.class);
        MethodHandle setValue = lk.findSetter(MethodHandlesBasic.class, "value", int.class);
        setValue.invokeExact(a, 99);
        System.out.println((int) getValue.invokeExact(a));
        MethodHandle getName = lk.findGetter(MethodHandlesBasic.class, "name", String.class);
        System.out.println((String) getName.invokeExact(a));
        MethodHandle getSecret = lk.findGetter(MethodHandlesBasic.class, "secret", long.class);
        System.out.println((long) getSecret.invokeExact(a));
        MethodHandle getCounter = lk.findStaticGetter(MethodHandlesBasic.class, "counter", int.class);
        MethodHandle setCounter = lk.findStaticSetter(MethodHandlesBasic.class, "counter", int.class);
        setCounter.invokeExact(8);
        System.out.println((int) getCounter.invokeExact() + " " + counter);
        System.out.println(lk.findStaticGetter(MethodHandlesBasic.class, "PI", double.class).invoke());

        MethodHandle add = lk.findStatic(MethodHandlesBasic.class, "sideEffect", MethodType.methodType(void.class, List.class));
        List<String> l = new ArrayList<>();
        add.invokeExact(l);
        Object r = add.invoke(l);
        System.out.println(l + " " + r);

        // Errors, as HotSpot reports them.
        try {
            int x = (int) twice.invokeExact((Integer) 3);
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE " + e.getMessage());
        }
        try {
            twice.invoke("no");
        } catch (WrongMethodTypeException e) {
            System.out.println("WMTE2 " + e.getMessage());
        }
        try {
            twice.invoke((Object) "no");
        } catch (ClassCastException e) {
            System.out.println("CCE " + e.getMessage());
        }
        try {
            lk.findStatic(MethodHandlesBasic.class, "nope", MethodType.methodType(void.class));
        } catch (NoSuchMethodException e) {
            System.out.println("NSME " + e.getMessage());
        }
        try {
            lk.findVirtual(MethodHandlesBasic.class, "twice", MethodType.methodType(int.class, int.class));
        } catch (IllegalAccessException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            lk.findGetter(MethodHandlesBasic.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println("NSFE " + e.getMessage());
        }
        try {
            MethodHandles.publicLookup().findVirtual(MethodHandlesBasic.class, "hidden", MethodType.methodType(String.class, String.class));
        } catch (IllegalAccessException e) {
            System.out.println("IAE2 " + e.getMessage().replaceAll("@[0-9a-f]+", "@?"));
        }
        try {
            lk.findStaticSetter(MethodHandlesBasic.class, "PI", double.class);
        } catch (IllegalAccessException e) {
            System.out.println("IAE3 " + e.getMessage().replaceAll("@[0-9a-f]+", "@?"));
        }
        MethodHandle nullRecv = lk.findVirtual(MethodHandlesBasic.class, "plus", MethodType.methodType(int.class, int.class));
        try {
            int x = (int) nullRecv.invokeExact((MethodHandlesBasic) null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        MethodHandle none = null;
        try {
            none.invokeExact();
        } catch (NullPointerException e) {
            System.out.println("NPE2 " + e.getMessage());
        }
        // From core reflection's objects (MethodHandleNatives.init).
        MethodHandle u = lk.unreflect(MethodHandlesBasic.class.getDeclaredMethod("twice", int.class));
        MethodHandle uv = lk.unreflect(MethodHandlesBasic.class.getDeclaredMethod("plus", int.class));
        MethodHandle uh = lk.unreflect(MethodHandlesBasic.class.getDeclaredMethod("hidden", String.class));
        MethodHandle uc = lk.unreflectConstructor(MethodHandlesBasic.class.getDeclaredConstructor(int.class));
        MethodHandle ui = lk.unreflect(Shape.class.getMethod("area"));
        System.out.println((int) u.invokeExact(5) + " " + (int) uv.invokeExact(b, 1) + " " + (String) uh.invokeExact(b, "u") + " " + uc.invoke(3) + " " + (double) ui.invokeExact(sq));
        System.out.println(u.type() + " " + uv.type() + " " + uc.type() + " " + MethodHandleInfo.referenceKindToString(lk.revealDirect(uh).getReferenceKind()));
        MethodHandleInfo info = lk.revealDirect(plus);
        System.out.println(info.getName() + " " + info.getMethodType() + " " + MethodHandleInfo.referenceKindToString(info.getReferenceKind()) + " " + info.getDeclaringClass().getName());
        System.out.println(MethodHandleInfo.referenceKindToString(lk.revealDirect(twice).getReferenceKind()) + " "
                + MethodHandleInfo.referenceKindToString(lk.revealDirect(ctor1).getReferenceKind()) + " "
                + MethodHandleInfo.referenceKindToString(lk.revealDirect(getValue).getReferenceKind()) + " "
                + MethodHandleInfo.referenceKindToString(lk.revealDirect(area).getReferenceKind()));
        // Many calls through one call site (customization after 127 invocations).
        long total = 0;
        for (int i = 0; i < 1000; i++) total += (int) plus.invokeExact(b, i);
        System.out.println(total);
    }
}
