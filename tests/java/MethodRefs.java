// Method references of every kind: static, bound instance (obj::m), unbound (String::length),
// constructor (ArrayList::new, StringBuilder::new), array constructor (int[]::new), super::m,
// this::m, and references to overloaded/varargs/generic methods.
import java.util.*;
import java.util.function.*;

public class MethodRefs {
    static int twice(int x) { return x * 2; }
    static String shout(String s) { return s.toUpperCase() + "!"; }
    static class Base {
        String who() { return "Base.who"; }
    }
    static class Derived extends Base {
        @Override String who() { return "Derived.who"; }
        Supplier<String> viaSuper() { return super::who; }
        Supplier<String> viaThis() { return this::who; }
    }
    static class Person {
        final String name; final int age;
        Person(String name) { this(name, 0); }
        Person(String name, int age) { this.name = name; this.age = age; }
        String getName() { return name; }
        int getAge() { return age; }
        public String toString() { return name + "(" + age + ")"; }
    }
    static int sumAll(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    public static void main(String[] args) {
        IntUnaryOperator st = MethodRefs::twice;
        Function<String, String> sh = MethodRefs::shout;
        System.out.println(st.applyAsInt(21) + " " + sh.apply("hey"));
        String prefix = "pre-";
        Function<String, String> bound = prefix::concat;
        Predicate<String> isEmpty = String::isEmpty;
        ToIntFunction<String> len = String::length;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        System.out.println(bound.apply("fix") + " " + isEmpty.test("") + " " + isEmpty.test("x") + " " + len.applyAsInt("four") + " " + charAt.apply("hello", 1));
        Supplier<List<String>> listMaker = ArrayList::new;
        List<String> l = listMaker.get();
        l.add("a");
        Function<Integer, List<String>> sized = ArrayList::new;
        Function<String, StringBuilder> sbMaker = StringBuilder::new;
        System.out.println(l + " " + sized.apply(10).size() + " " + sbMaker.apply("init").reverse());
        IntFunction<int[]> arrMaker = int[]::new;
        Function<Integer, String[]> sarr = String[]::new;
        IntFunction<long[][]> arr2 = long[][]::new;
        System.out.println(arrMaker.apply(5).length + " " + sarr.apply(3).length + " " + arr2.apply(2).length + " " + arrMaker.apply(0).getClass().getName());
        Derived d = new Derived();
        System.out.println(d.viaSuper().get() + " " + d.viaThis().get());
        Function<String, Person> p1 = Person::new;
        BiFunction<String, Integer, Person> p2 = Person::new;
        List<Person> people = new ArrayList<Person>(Arrays.asList(p2.apply("Zed", 30), p1.apply("Amy"), p2.apply("Bob", 25), p2.apply("Cal", 25)));
        Collections.sort(people, Comparator.comparing(Person::getAge).thenComparing(Person::getName));
        System.out.println(people);
        Function<Person, String> getName = Person::getName;
        System.out.println(getName.andThen(String::length).apply(people.get(0)) + " " + getName.compose(p1).apply("Dan"));
        Consumer<Object> printer = System.out::println;
        printer.accept("printed via System.out::println");
        BinaryOperator<Integer> max = Math::max;
        IntBinaryOperator imax = Math::max;
        DoubleUnaryOperator abs = Math::abs;
        System.out.println(max.apply(3, 9) + " " + imax.applyAsInt(-3, -9) + " " + abs.applyAsDouble(-2.5));
        IntSupplier vs = MethodRefs::sumAll;
        IntBinaryOperator vs2 = MethodRefs::sumAll;
        System.out.println(vs.getAsInt() + " " + vs2.applyAsInt(4, 5));
        Function<Object, String> ts = Object::toString;
        Function<Integer, String> its = Integer::toBinaryString;
        Comparator<String> cmp = String::compareToIgnoreCase;
        System.out.println(ts.apply(12) + " " + its.apply(10) + " " + cmp.compare("abc", "ABD"));
        Runnable r = d::who;
        r.run();
        UnaryOperator<String> trim = String::trim;
        System.out.println("[" + trim.apply("  spaced  ") + "] " + UnaryOperator.identity().apply("id") + " " + Function.<Integer>identity().apply(5));
        Supplier<Integer> hash = "abc"::hashCode;
        System.out.println(hash.get() + " " + hash.get().equals("abc".hashCode()));
    }
}
