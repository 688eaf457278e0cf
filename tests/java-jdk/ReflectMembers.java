// Declared and public members through reflection: getDeclaredMethods/
// Fields/Constructors, getMethods/getFields/getConstructors (inherited and
// interface members), modifiers, toString/toGenericString, exceptions,
// bridge/synthetic/varargs flags, lookups and their NoSuchMethodException
// and NoSuchFieldException messages, and members of library classes.
import java.io.IOException;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ReflectMembers {
    interface Named {
        String NAME_PREFIX = "named:";
        String name();
        default String fullName() { return NAME_PREFIX + name(); }
        static Named of(String s) { return () -> s; }
    }

    static abstract class Animal implements Named, Comparable<Animal> {
        public static int created;
        protected transient int legs;
        private volatile long id;
        public final String kind;
        String pkg;

        protected Animal(String kind) { this.kind = kind; created++; }
        Animal() { this("unknown"); }

        public abstract String sound() throws IOException;
        public int compareTo(Animal o) { return kind.compareTo(o.kind); }
        public String name() { return kind; }
        protected synchronized void feed(int grams, String... foods) {}
        private static native void nativeThing();
        static strictfp double calc(double x) { return x * 2; }
        final void fin() {}
    }

    public static class Dog extends Animal implements Serializable, Cloneable {
        public int tricks;
        private List<String> toys = new ArrayList<>();
        public Dog() { super("dog"); legs = 4; }
        public Dog(int tricks) throws IllegalStateException, IOException { this(); this.tricks = tricks; }
        private Dog(String s, int... n) { super(s); }
        public String sound() { return "woof"; }
        @Override public Dog clone() throws CloneNotSupportedException { return (Dog) super.clone(); }
        public <T extends Comparable<T>> T max(List<? extends T> xs) { return xs.get(0); }
        @Deprecated public void old() {}
    }

    enum Color { RED, GREEN { @Override public String toString() { return "green!"; } }, BLUE }

    static <T extends Member> List<T> sorted(T[] ms) {
        List<T> l = new ArrayList<>(Arrays.asList(ms));
        l.sort(Comparator.comparing((T m) -> m.toString()));
        return l;
    }

    static void listClass(Class<?> c) {
        System.out.println("== " + c.getName() + " modifiers=" + Modifier.toString(c.getModifiers()) + " (" + c.getModifiers() + ")");
        for (Field f : sorted(c.getDeclaredFields()))
            System.out.println("  field " + f + " | " + f.toGenericString() + " synthetic=" + f.isSynthetic() + " enumConst=" + f.isEnumConstant());
        for (Constructor<?> k : sorted(c.getDeclaredConstructors()))
            System.out.println("  ctor " + k + " | " + k.toGenericString() + " params=" + k.getParameterCount() + " varargs=" + k.isVarArgs());
        for (Method m : sorted(c.getDeclaredMethods()))
            System.out.println("  method " + m + " | " + m.toGenericString() + " bridge=" + m.isBridge() + " synthetic=" + m.isSynthetic()
                    + " varargs=" + m.isVarArgs() + " default=" + m.isDefault() + " exceptions=" + Arrays.toString(m.getExceptionTypes()));
        List<String> pub = new ArrayList<>();
        for (Method m : c.getMethods()) pub.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + Arrays.toString(m.getParameterTypes()));
        pub.sort(null);
        System.out.println("  public methods " + pub);
        List<String> fields = new ArrayList<>();
        for (Field f : c.getFields()) fields.add(f.getDeclaringClass().getSimpleName() + "." + f.getName());
        fields.sort(null);
        System.out.println("  public fields " + fields);
        System.out.println("  public ctors " + sorted(c.getConstructors()));
    }

    static void lookup(Class<?> c, String name, Class<?>... types) {
        try {
            System.out.println("  found " + c.getMethod(name, types));
        } catch (NoSuchMethodException e) {
            System.out.println("  NoSuchMethodException: " + e.getMessage());
        }
        try {
            System.out.println("  found declared " + c.getDeclaredMethod(name, types));
        } catch (NoSuchMethodException e) {
            System.out.println("  NoSuchMethodException: " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        listClass(Named.class);
        listClass(Animal.class);
        listClass(Dog.class);
        listClass(Color.class);
        listClass(Color.GREEN.getClass());
        listClass(int[].class);
        listClass(int.class);
        listClass(Object.class);

        System.out.println("== lookups");
        lookup(Dog.class, "sound");
        lookup(Dog.class, "compareTo", Animal.class);
        lookup(Dog.class, "compareTo", Object.class);
        lookup(Dog.class, "feed", int.class, String[].class);
        lookup(Dog.class, "nothing", int.class);
        lookup(Dog.class, "fullName");
        lookup(Dog.class, "hashCode");
        lookup(Named.class, "hashCode");
        try {
            Dog.class.getConstructor(String.class, int[].class);
        } catch (NoSuchMethodException e) {
            System.out.println("  NoSuchMethodException: " + e.getMessage());
        }
        System.out.println("  " + Dog.class.getDeclaredConstructor(String.class, int[].class));
        try {
            Dog.class.getField("toys");
        } catch (NoSuchFieldException e) {
            System.out.println("  NoSuchFieldException: " + e.getMessage());
        }
        System.out.println("  " + Dog.class.getField("NAME_PREFIX") + " = " + Dog.class.getField("NAME_PREFIX").get(null));
        System.out.println("  " + Dog.class.getField("created"));

        System.out.println("== executables");
        for (Executable e : new Executable[] { Dog.class.getMethod("max", List.class), Animal.class.getDeclaredMethod("feed", int.class, String[].class),
                Dog.class.getConstructor(int.class) }) {
            System.out.println("  " + e.getName() + " declaredBy=" + e.getDeclaringClass().getSimpleName() + " mods=" + Modifier.toString(e.getModifiers())
                    + " params=" + Arrays.toString(e.getParameterTypes()) + " generic=" + Arrays.toString(e.getGenericParameterTypes())
                    + " typeParams=" + Arrays.toString(e.getTypeParameters()));
        }

        System.out.println("== library classes");
        Method sb = StringBuilder.class.getMethod("append", String.class);
        System.out.println("  " + sb + " returns " + sb.getReturnType().getName());
        Method len = String.class.getMethod("length");
        System.out.println("  " + len.invoke("hello"));
        Method valueOf = String.class.getMethod("valueOf", int.class);
        System.out.println("  " + valueOf.invoke(null, 42));
        System.out.println("  " + Integer.class.getField("MAX_VALUE").getInt(null));
        System.out.println("  List.of: " + List.class.getMethod("of", Object[].class).isVarArgs());
        System.out.println("  Object has " + Object.class.getDeclaredMethods().length + " declared methods, "
                + Object.class.getDeclaredConstructors().length + " constructor");
        System.out.println("  Thread.State fields " + Thread.State.class.getDeclaredFields().length);
        System.out.println("  String public methods " + String.class.getMethods().length);
        System.out.println("  ArrayList declared fields " + sorted(ArrayList.class.getDeclaredFields()));
        System.out.println("  equal Method objects: " + Dog.class.getMethod("sound").equals(Dog.class.getMethod("sound"))
                + " same: " + (Dog.class.getMethod("sound") == Dog.class.getMethod("sound"))
                + " hash equal: " + (Dog.class.getMethod("sound").hashCode() == Dog.class.getMethod("sound").hashCode()));
    }
}
