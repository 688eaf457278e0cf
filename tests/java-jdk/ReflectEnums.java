// Enums through reflection: Enum.valueOf and Class.getEnumConstants (the
// JDK calls values() reflectively), EnumSet/EnumMap (which share the
// constants), constant-specific class bodies, enums implementing
// interfaces, the enum's synthetic members ($VALUES, values, valueOf),
// reflective calls of valueOf with bad names, and the refusal to create
// enum instances reflectively.
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

public class ReflectEnums {
    interface Op { int apply(int a, int b); }

    enum Arith implements Op {
        PLUS("+") { public int apply(int a, int b) { return a + b; } },
        TIMES("*") { public int apply(int a, int b) { return a * b; } },
        MINUS("-") { public int apply(int a, int b) { return a - b; } };
        final String sym;
        Arith(String s) { sym = s; }
    }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double gravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    enum Empty {}

    public static void main(String[] args) throws Exception {
        System.out.println("== valueOf and constants");
        System.out.println("  " + Enum.valueOf(Arith.class, "TIMES") + " " + Arith.valueOf("MINUS").apply(5, 3) + " " + Planet.valueOf("EARTH").gravity());
        try {
            Enum.valueOf(Arith.class, "DIVIDE");
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
        try {
            Arith.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("  NPE " + e.getMessage());
        }
        System.out.println("  " + Arrays.toString(Arith.class.getEnumConstants()) + " " + Arrays.toString(Empty.class.getEnumConstants()) + " " + String.class.getEnumConstants());
        System.out.println("  TimeUnit " + Arrays.toString(TimeUnit.class.getEnumConstants()) + " " + Enum.valueOf(TimeUnit.class, "HOURS").toMinutes(2));

        System.out.println("== EnumSet and EnumMap");
        EnumSet<Arith> set = EnumSet.complementOf(EnumSet.of(Arith.PLUS));
        EnumMap<Planet, String> map = new EnumMap<>(Planet.class);
        map.put(Planet.EARTH, "home");
        map.put(Planet.MERCURY, "hot");
        System.out.println("  " + set + " " + map + " " + EnumSet.allOf(Thread.State.class));

        System.out.println("== class bodies");
        for (Arith a : Arith.values()) {
            Class<?> c = a.getClass();
            System.out.println("  " + a + " class " + c.getName() + " isEnum " + c.isEnum() + " declaring " + a.getDeclaringClass().getSimpleName()
                    + " anonymous " + c.isAnonymousClass() + " super " + c.getSuperclass().getSimpleName() + " modifiers " + Modifier.toString(c.getModifiers())
                    + " enclosing " + c.getEnclosingClass().getSimpleName() + " sym " + a.sym + " apply " + a.apply(6, 7));
        }
        System.out.println("  Arith modifiers " + Modifier.toString(Arith.class.getModifiers()) + " isEnum " + Arith.class.isEnum() + " Planet " + Modifier.toString(Planet.class.getModifiers()));

        System.out.println("== members");
        List<String> fs = new ArrayList<>();
        for (Field f : Arith.class.getDeclaredFields()) fs.add(Modifier.toString(f.getModifiers()) + " " + f.getName() + (f.isEnumConstant() ? " (constant)" : "") + (f.isSynthetic() ? " (synthetic)" : ""));
        fs.sort(null);
        System.out.println("  fields " + fs);
        List<String> ms = new ArrayList<>();
        for (Method m : Arith.class.getDeclaredMethods()) ms.add(Modifier.toString(m.getModifiers()) + " " + m.getName() + Arrays.toString(m.getParameterTypes()));
        ms.sort(null);
        System.out.println("  methods " + ms);
        for (Constructor<?> k : Arith.class.getDeclaredConstructors()) System.out.println("  ctor " + k + " synthetic " + k.isSynthetic());

        System.out.println("== reflective use");
        Method valueOf = Arith.class.getMethod("valueOf", String.class);
        System.out.println("  " + valueOf.invoke(null, "PLUS"));
        try {
            valueOf.invoke(null, "NOPE");
        } catch (InvocationTargetException e) {
            System.out.println("  " + e.getCause());
        }
        Method values = Planet.class.getMethod("values");
        Planet[] ps = (Planet[]) values.invoke(null);
        ps[0] = null;
        System.out.println("  values() copies: " + Planet.values()[0]);
        Field earth = Planet.class.getField("EARTH");
        System.out.println("  " + earth.get(null) + " " + earth.isEnumConstant() + " " + earth.getType().getSimpleName());
        Constructor<?> k = Planet.class.getDeclaredConstructors()[0];
        k.setAccessible(true);
        try {
            k.newInstance("PLUTO", 9, 1.0, 1.0);
        } catch (IllegalArgumentException e) {
            System.out.println("  " + e.getMessage());
        }
        int total = 0;
        for (int i = 0; i < 100; i++) total += Enum.valueOf(Arith.class, i % 2 == 0 ? "PLUS" : "TIMES").apply(i, 2);
        System.out.println("  total " + total);
        System.out.println("  switch on enum " + describe(Arith.TIMES) + " " + describe(Arith.MINUS));
    }

    static String describe(Arith a) {
        switch (a) {
            case PLUS: return "plus";
            case TIMES: return "times";
            default: return "other";
        }
    }
}
