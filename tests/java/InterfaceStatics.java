// Interfaces with static fields initialised by method calls, interface constants (inlined vs not),
// constant inheritance and hiding, static fields of nested interfaces, arrays in interfaces.
import java.util.*;

public class InterfaceStatics {
    static int calls;
    static int track(String what, int v) { calls++; System.out.println("  computing " + what); return v; }
    interface Config {
        int MAX = 10;                                   // constant, inlined
        int LIMIT = track("Config.LIMIT", 250);         // computed at interface init
        String NAME = "cfg";
        List<String> NAMES = Collections.unmodifiableList(new ArrayList<String>(Arrays.asList("x", "y")));
        int[] TABLE = build();
        static int[] build() { int[] t = new int[5]; for (int i = 0; i < t.length; i++) t[i] = i * i; return t; }
    }
    interface Extended extends Config {
        int MAX = 20;                                   // hides Config.MAX
        int DOUBLE_LIMIT = LIMIT * 2;
    }
    static class Impl implements Extended {
        int max() { return MAX; }
        int baseMax() { return Config.MAX; }
    }
    interface Registry {
        Map<String, Integer> MAP = create();
        static Map<String, Integer> create() {
            Map<String, Integer> m = new TreeMap<String, Integer>();
            m.put("one", 1); m.put("two", 2);
            System.out.println("  Registry.create");
            return m;
        }
    }
    public static void main(String[] args) {
        System.out.println("MAX=" + Config.MAX + " NAME=" + Config.NAME + " calls=" + calls);
        System.out.println("LIMIT=" + Config.LIMIT + " calls=" + calls);
        System.out.println("Extended.MAX=" + Extended.MAX + " DOUBLE_LIMIT=" + Extended.DOUBLE_LIMIT);
        Impl i = new Impl();
        System.out.println(i.max() + " " + i.baseMax() + " " + Arrays.toString(Config.TABLE) + " " + Config.NAMES);
        try { Config.NAMES.add("z"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiable: " + e.getClass().getSimpleName()); }
        Config.TABLE[0] = 99;
        System.out.println(Config.TABLE[0] + " " + calls);
        System.out.println("before Registry");
        System.out.println(Registry.MAP);
        System.out.println(Registry.MAP.get("two"));
    }
}
