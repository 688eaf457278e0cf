// Generic signatures through reflection (the Signature attributes of
// classes, methods, constructors and fields): type variables and their
// bounds, parameterized, wildcard and generic array types, generic
// superclasses and interfaces, owner types of nested generic classes,
// toGenericString, and erasure where there is no signature.
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

public class ReflectGenerics {
    static class Box<T extends Comparable<? super T> & Serializable> implements Comparable<Box<T>>, Function<T, List<T>> {
        T value;
        List<? extends Number> numbers;
        Map<String, List<? super Integer>> nested;
        T[] array;
        List<T>[] listArray;
        int plain;
        Inner inner;

        <E extends Exception> Box(T v, Class<E> ex) throws E { value = v; }

        public int compareTo(Box<T> o) { return value.compareTo(o.value); }
        public List<T> apply(T t) { return new ArrayList<>(); }
        public <K, V extends List<K>> Map<K, V> mapOf(K key, V... values) { return null; }
        public static <X> X first(List<? extends X> xs) { return xs.get(0); }
        public <R extends Runnable & Comparator<R>> void bounded(R r) {}
        public void raw(List l, Map m) {}
        public <E extends Throwable> void rethrow(E e) throws E { throw e; }

        class Inner { Box<T> outer() { return Box.this; } }
    }

    static class StringBox extends Box<String> {
        StringBox() { super("s", RuntimeException.class); }
    }

    static abstract class Pair<A, B> extends ArrayList<Map.Entry<A, B>> implements Map.Entry<A, B> {}

    static String describe(Type t) {
        if (t instanceof Class) return "Class(" + ((Class<?>) t).getName() + ")";
        if (t instanceof ParameterizedType) {
            ParameterizedType p = (ParameterizedType) t;
            List<String> args = new ArrayList<>();
            for (Type a : p.getActualTypeArguments()) args.add(describe(a));
            return "Param(" + describe(p.getRawType()) + args + (p.getOwnerType() == null ? "" : " owner " + describe(p.getOwnerType())) + ")";
        }
        if (t instanceof WildcardType) {
            WildcardType w = (WildcardType) t;
            List<String> up = new ArrayList<>(), lo = new ArrayList<>();
            for (Type b : w.getUpperBounds()) up.add(describe(b));
            for (Type b : w.getLowerBounds()) lo.add(describe(b));
            return "Wild(up" + up + " lo" + lo + ")";
        }
        if (t instanceof GenericArrayType) return "Array(" + describe(((GenericArrayType) t).getGenericComponentType()) + ")";
        if (t instanceof TypeVariable) {
            TypeVariable<?> v = (TypeVariable<?>) t;
            return "Var(" + v.getName() + " of " + v.getGenericDeclaration() + ")";
        }
        return "?" + t;
    }

    static void vars(String what, TypeVariable<?>[] vs) {
        for (TypeVariable<?> v : vs) {
            List<String> bounds = new ArrayList<>();
            for (Type b : v.getBounds()) bounds.add(describe(b));
            System.out.println("  " + what + " type variable " + v + " bounds " + bounds + " toString " + v.getTypeName());
        }
    }

    public static void main(String[] args) throws Exception {
        Class<?> c = Box.class;
        System.out.println("== class");
        vars("Box", c.getTypeParameters());
        System.out.println("  superclass " + describe(c.getGenericSuperclass()));
        for (Type i : c.getGenericInterfaces()) System.out.println("  interface " + describe(i));
        System.out.println("  StringBox superclass " + describe(StringBox.class.getGenericSuperclass()) + " / " + StringBox.class.getGenericSuperclass());
        System.out.println("  Pair superclass " + describe(Pair.class.getGenericSuperclass()));
        for (Type i : Pair.class.getGenericInterfaces()) System.out.println("  Pair interface " + describe(i) + " / " + i);
        System.out.println("  Inner " + Arrays.toString(Box.Inner.class.getTypeParameters()) + " outer() " + describe(Box.Inner.class.getDeclaredMethod("outer").getGenericReturnType()));
        System.out.println("  String " + Arrays.toString(String.class.getGenericInterfaces()));

        System.out.println("== fields");
        for (String n : new String[] { "value", "numbers", "nested", "array", "listArray", "plain", "inner" }) {
            Field f = c.getDeclaredField(n);
            System.out.println("  " + n + ": " + describe(f.getGenericType()) + " | " + f.toGenericString());
        }

        System.out.println("== methods");
        List<Method> ms = new ArrayList<>(Arrays.asList(c.getDeclaredMethods()));
        ms.sort(Comparator.comparing(Method::toString));
        for (Method m : ms) {
            System.out.println("  " + m.toGenericString());
            System.out.println("    return " + describe(m.getGenericReturnType()));
            for (Type p : m.getGenericParameterTypes()) System.out.println("    param " + describe(p));
            for (Type e : m.getGenericExceptionTypes()) System.out.println("    throws " + describe(e));
            vars(m.getName(), m.getTypeParameters());
        }

        System.out.println("== constructors");
        for (Constructor<?> k : c.getDeclaredConstructors()) {
            System.out.println("  " + k.toGenericString());
            for (Type p : k.getGenericParameterTypes()) System.out.println("    param " + describe(p));
            for (Type e : k.getGenericExceptionTypes()) System.out.println("    throws " + describe(e));
            vars("ctor", k.getTypeParameters());
        }

        System.out.println("== library");
        Method put = Map.class.getMethod("put", Object.class, Object.class);
        System.out.println("  " + put.toGenericString());
        Method comparing = Comparator.class.getMethod("comparing", Function.class);
        System.out.println("  " + comparing.toGenericString());
        vars("comparing", comparing.getTypeParameters());
        System.out.println("  " + describe(ArrayList.class.getGenericSuperclass()));
        System.out.println("  Enum " + Arrays.toString(Enum.class.getTypeParameters()) + " bounds " + describe(Enum.class.getTypeParameters()[0].getBounds()[0]));
        System.out.println("  equal ParameterizedTypes: " + c.getDeclaredField("numbers").getGenericType().equals(c.getDeclaredField("numbers").getGenericType()));
    }
}
