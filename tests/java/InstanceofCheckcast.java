// instanceof and checkcast with classes, interfaces, arrays (covariance, primitive arrays,
// arrays of interfaces), null, generic erasure, Class.isInstance/isArray/getSuperclass/isAssignableFrom-free.
import java.io.Serializable;
import java.util.*;

public class InstanceofCheckcast {
    interface Flier {}
    interface Swimmer {}
    static class Animal {}
    static class Duck extends Animal implements Flier, Swimmer, Cloneable {}
    static class Fish extends Animal implements Swimmer {}
    static String check(Object o) {
        return (o instanceof Animal ? "A" : "-") + (o instanceof Duck ? "D" : "-") + (o instanceof Fish ? "F" : "-") + (o instanceof Flier ? "L" : "-")
            + (o instanceof Swimmer ? "S" : "-") + (o instanceof Cloneable ? "C" : "-") + (o instanceof Serializable ? "Z" : "-") + (o instanceof Object[] ? "O" : "-")
            + (o instanceof Animal[] ? "a" : "-") + (o instanceof Swimmer[] ? "s" : "-") + (o instanceof int[] ? "i" : "-") + (o instanceof Comparable ? "c" : "-")
            + (o instanceof CharSequence ? "q" : "-") + (o instanceof Number ? "n" : "-");
    }
    public static void main(String[] args) {
        Object[] samples = { new Animal(), new Duck(), new Fish(), null, "str", 42, 4.2, new int[0], new Duck[0], new Animal[0], new Swimmer[0], new Object[0],
            new String[0], new int[0][], new Fish[1][], new StringBuilder(), new ArrayList<String>(), Boolean.TRUE };
        for (Object o : samples) System.out.println((o == null ? "null" : o.getClass().getName()) + " -> " + check(o));
        Object o = new Duck[] { new Duck() };
        Animal[] animals = (Animal[]) o;
        Flier[] fliers = (Flier[]) o;
        Object[] objs = (Object[]) o;
        System.out.println(animals.length + " " + fliers.length + " " + objs.length + " " + (objs[0] instanceof Swimmer));
        Object n = null;
        Duck nd = (Duck) n;                // checkcast of null always succeeds
        System.out.println("null cast ok: " + (nd == null) + " " + (n instanceof Object));
        Class<?>[] classes = { Animal.class, Duck.class, Flier.class, int[].class, Object.class, String.class, Duck[].class };
        for (Class<?> k : classes) {
            Class<?> sup = k.getSuperclass();
            System.out.println(k.getName() + " isArray=" + k.isArray() + " isInterface=" + k.isInterface() + " super=" + (sup == null ? "null" : sup.getName())
                + " isInstance(duck)=" + k.isInstance(new Duck()) + " isInstance(arr)=" + k.isInstance(new Duck[0]));
        }
        Object[] casts = { new Fish(), new Duck(), "s" };
        int ok = 0, fail = 0;
        for (Object c : casts) {
            try { Swimmer s = (Swimmer) c; ok++; } catch (ClassCastException e) { fail++; }
            try { Flier f = (Flier) c; ok++; } catch (ClassCastException e) { fail++; }
            try { Fish f = (Fish) c; ok++; } catch (ClassCastException e) { fail++; }
        }
        System.out.println("ok=" + ok + " fail=" + fail);
        List<Object> mixed = new ArrayList<Object>(Arrays.<Object>asList(1, "two", 3.0, 'c', 5L, null, new int[] { 6 }));
        StringBuilder sb = new StringBuilder();
        for (Object m : mixed) {
            if (m instanceof Integer) sb.append("int:").append((Integer) m + 1);
            else if (m instanceof String) sb.append("str:").append(((String) m).length());
            else if (m instanceof Number) sb.append("num:").append(((Number) m).intValue());
            else if (m instanceof Character) sb.append("chr:").append((char) ((Character) m + 1));
            else if (m instanceof int[]) sb.append("arr:").append(((int[]) m)[0]);
            else sb.append("null");
            sb.append(' ');
        }
        System.out.println(sb);
        Object cl = Cloneable.class;
        System.out.println(cl instanceof Class);
        System.out.println(Integer.class.isInstance(5) + " " + Number.class.isInstance(5L) + " " + Comparable.class.isInstance("x") + " " + Object[].class.isInstance(new int[0][]));
    }
}
