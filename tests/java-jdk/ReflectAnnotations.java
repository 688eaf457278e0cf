// Runtime annotations through reflection (parsed by the JDK from the raw
// attribute bytes against the class's constant pool): every element kind
// (primitives, String, Class, enum, nested annotation, arrays of each),
// defaults, annotations on classes, methods, fields, constructors and
// parameters; @Inherited,
// repeatable annotations, invisible (CLASS retention) annotations, type
// annotations, annotation toString/equals/hashCode and annotation types.
import java.lang.annotation.Annotation;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ReflectAnnotations {
    enum Level { LOW, MEDIUM, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Inner {
        String value() default "inner-default";
        int weight() default 1;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Everything {
        byte b() default 1;
        short s() default 2;
        char c() default 'c';
        int i() default 3;
        long l() default 4L;
        float f() default 5.5f;
        double d() default 6.25;
        boolean z() default true;
        String str() default "str";
        Class<?> cls() default Object.class;
        Class<?> prim() default int.class;
        Class<?> arrCls() default String[].class;
        Level level() default Level.MEDIUM;
        Inner inner() default @Inner;
        byte[] bs() default { 1, 2 };
        short[] ss() default {};
        char[] cs() default { 'a', 'b' };
        int[] is() default { 1, 2, 3 };
        long[] ls() default { Long.MAX_VALUE };
        float[] fs() default { 1.5f, Float.NaN };
        double[] ds() default { Double.NEGATIVE_INFINITY };
        boolean[] zs() default { true, false };
        String[] strs() default { "x", "y" };
        Class<?>[] clss() default { String.class, void.class };
        Level[] levels() default { Level.LOW, Level.HIGH };
        Inner[] inners() default { @Inner("one"), @Inner(value = "two", weight = 2) };
    }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Marker {}

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Tags { Tag[] value(); }

    @Retention(RetentionPolicy.CLASS)
    @interface Invisible {}

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ ElementType.TYPE_USE, ElementType.TYPE_PARAMETER })
    @interface TypeAnno { String value() default ""; }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Param { String value(); }

    @Everything
    @Marker
    @Tag("a")
    @Tag("b")
    @Invisible
    static class Annotated<@TypeAnno("T") T> implements @TypeAnno("iface") Comparable<Annotated<T>> {
        @Everything(b = -1, s = -2, c = 'Z', i = Integer.MIN_VALUE, l = Long.MIN_VALUE, f = -0.0f, d = 1e300, z = false, str = "héllo \u2603 \0 end",
                cls = Annotated.class, prim = void.class, arrCls = int[][].class, level = Level.HIGH, inner = @Inner(value = "custom", weight = 9),
                bs = { -128, 127 }, ss = { 1 }, cs = {}, is = { 7 }, ls = { 1, 2 }, fs = {}, ds = { 0.5 }, zs = {}, strs = { "" }, clss = {},
                levels = {}, inners = { @Inner })
        public @TypeAnno("field") List<@TypeAnno("elem") String> field;

        @Tag("only")
        @Deprecated
        public Annotated(@Param("ctorParam") int x, @Param("second") @Invisible String y) {}

        @Inner("method")
        public @TypeAnno("ret") String method(@Param("p0") int a, int b, @Param("p2") @Inner String c) throws @TypeAnno("throws") Exception { return null; }

        public int compareTo(Annotated<T> o) { return 0; }
    }

    static class Sub extends Annotated<String> { Sub() { super(0, null); } }

    static String show(Object o) {
        return String.valueOf(o);
    }

    static List<String> names(Annotation[] as) {
        List<String> l = new ArrayList<>();
        for (Annotation a : as) l.add(a.annotationType().getSimpleName());
        return l;
    }

    public static void main(String[] args) throws Exception {
        Class<Annotated> c = Annotated.class;
        System.out.println("== class");
        System.out.println("  " + names(c.getAnnotations()) + " declared " + names(c.getDeclaredAnnotations()));
        Everything e = c.getAnnotation(Everything.class);
        System.out.println("  " + e);
        System.out.println("  b=" + e.b() + " s=" + e.s() + " c=" + e.c() + " i=" + e.i() + " l=" + e.l() + " f=" + e.f() + " d=" + e.d() + " z=" + e.z());
        System.out.println("  str=" + e.str() + " cls=" + e.cls() + " prim=" + e.prim() + " arrCls=" + e.arrCls() + " level=" + e.level() + " inner=" + e.inner());
        System.out.println("  arrays " + Arrays.toString(e.bs()) + Arrays.toString(e.ss()) + Arrays.toString(e.cs()) + Arrays.toString(e.is())
                + Arrays.toString(e.ls()) + Arrays.toString(e.fs()) + Arrays.toString(e.ds()) + Arrays.toString(e.zs()) + Arrays.toString(e.strs())
                + Arrays.toString(e.clss()) + Arrays.toString(e.levels()) + Arrays.toString(e.inners()));
        System.out.println("  invisible " + c.getAnnotation(Invisible.class));
        System.out.println("  tags " + Arrays.toString(c.getAnnotationsByType(Tag.class)) + " container " + c.getAnnotation(Tags.class));
        System.out.println("  Sub: " + names(Sub.class.getAnnotations()) + " declared " + names(Sub.class.getDeclaredAnnotations())
                + " marker " + Sub.class.isAnnotationPresent(Marker.class) + " everything " + Sub.class.isAnnotationPresent(Everything.class));

        System.out.println("== field");
        Field f = c.getField("field");
        Everything fe = f.getAnnotation(Everything.class);
        System.out.println("  " + fe);
        System.out.println("  str chars " + fe.str().length() + " f=" + fe.f() + " 1/f=" + (1 / fe.f()));
        System.out.println("  equal to class one: " + fe.equals(e) + " equal to itself " + fe.equals(f.getAnnotation(Everything.class))
                + " hash stable " + (fe.hashCode() == f.getAnnotation(Everything.class).hashCode()));
        AnnotatedType at = f.getAnnotatedType();
        System.out.println("  annotated type " + at + " annos " + Arrays.toString(at.getAnnotations()));

        System.out.println("== constructor and parameters");
        Constructor<?> k = c.getConstructor(int.class, String.class);
        System.out.println("  " + names(k.getAnnotations()) + " " + k.getAnnotation(Tag.class));
        for (Annotation[] pa : k.getParameterAnnotations()) System.out.println("  param " + Arrays.toString(pa));

        System.out.println("== method");
        Method m = c.getMethod("method", int.class, int.class, String.class);
        System.out.println("  " + Arrays.toString(m.getAnnotations()));
        for (Annotation[] pa : m.getParameterAnnotations()) System.out.println("  param " + Arrays.toString(pa));
        System.out.println("  return type " + m.getAnnotatedReturnType() + " " + Arrays.toString(m.getAnnotatedReturnType().getAnnotations()));
        System.out.println("  exceptions " + Arrays.toString(m.getAnnotatedExceptionTypes()[0].getAnnotations()));
        System.out.println("  type params " + Arrays.toString(c.getTypeParameters()[0].getAnnotations()));
        System.out.println("  interfaces " + Arrays.toString(c.getAnnotatedInterfaces()[0].getAnnotations()));
        System.out.println("  deprecated ctor " + k.isAnnotationPresent(Deprecated.class) + " " + k.getAnnotation(Deprecated.class));

        System.out.println("== defaults");
        for (Method dm : sortedMethods(Everything.class)) System.out.println("  " + dm.getName() + " default " + showDefault(dm.getDefaultValue()));
        System.out.println("  Inner.value " + Inner.class.getMethod("value").getDefaultValue() + " Tag.value " + Tag.class.getMethod("value").getDefaultValue());

        System.out.println("== annotation types");
        System.out.println("  " + Everything.class.isAnnotation() + " " + Everything.class.isInterface() + " " + Arrays.toString(Everything.class.getInterfaces()));
        System.out.println("  meta " + Arrays.toString(Tag.class.getAnnotations()));
        System.out.println("  Retention of Target: " + Target.class.getAnnotation(Retention.class));
        System.out.println("  @Deprecated on Thread.stop: " + Thread.class.getMethod("stop").getAnnotation(Deprecated.class));

        System.out.println("== annotations as values");
        Everything e2 = Sub.class.getAnnotation(Everything.class);
        System.out.println("  inherited? " + (e2 != null) + " same instance as Annotated's: " + (e2 == e));
        Inner in = Annotated.class.getMethod("method", int.class, int.class, String.class).getAnnotation(Inner.class);
        System.out.println("  " + in.annotationType() + " " + in.value() + " " + in.weight() + " hash " + in.hashCode());
        System.out.println("  proxy class is proxy: " + java.lang.reflect.Proxy.isProxyClass(in.getClass()));
    }

    static List<Method> sortedMethods(Class<?> c) {
        List<Method> l = new ArrayList<>(Arrays.asList(c.getDeclaredMethods()));
        l.sort((a, b) -> a.getName().compareTo(b.getName()));
        return l;
    }

    static String showDefault(Object v) {
        if (v == null) return "none";
        if (v instanceof Object[]) return Arrays.toString((Object[]) v);
        if (v instanceof int[]) return Arrays.toString((int[]) v);
        if (v instanceof byte[]) return Arrays.toString((byte[]) v);
        if (v instanceof short[]) return Arrays.toString((short[]) v);
        if (v instanceof char[]) return Arrays.toString((char[]) v);
        if (v instanceof long[]) return Arrays.toString((long[]) v);
        if (v instanceof float[]) return Arrays.toString((float[]) v);
        if (v instanceof double[]) return Arrays.toString((double[]) v);
        if (v instanceof boolean[]) return Arrays.toString((boolean[]) v);
        return v.getClass().getSimpleName() + " " + v;
    }
}
