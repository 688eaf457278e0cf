// Enums with constructors, fields, abstract methods, constant-specific bodies,
// interfaces, static fields, and a state machine.
import java.util.*;

public class EnumAdvanced {
    interface Op { int apply(int a, int b); }
    enum BinOp implements Op {
        PLUS("+") { public int apply(int a, int b) { return a + b; } },
        MINUS("-") { public int apply(int a, int b) { return a - b; } },
        TIMES("*") { public int apply(int a, int b) { return a * b; } },
        DIV("/") {
            public int apply(int a, int b) { return a / b; }
            @Override String describe() { return "division (careful)"; }
        };
        private final String sym;
        BinOp(String s) { sym = s; }
        String sym() { return sym; }
        String describe() { return "op " + sym; }
    }
    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        final double mass, radius;
        static final double G = 6.67300E-11;
        Planet(double m, double r) { mass = m; radius = r; }
        double gravity() { return G * mass / (radius * radius); }
    }
    enum State {
        IDLE { State next(char c) { return c == 's' ? RUNNING : IDLE; } },
        RUNNING { State next(char c) { return c == 'p' ? PAUSED : c == 'x' ? DONE : RUNNING; } },
        PAUSED { State next(char c) { return c == 's' ? RUNNING : c == 'x' ? DONE : PAUSED; } },
        DONE { State next(char c) { return DONE; } };
        abstract State next(char c);
        static int transitions;
    }
    enum Single { INSTANCE; int counter; int inc() { return ++counter; } }
    enum Level {
        LOW(1), MEDIUM(5), HIGH(10);
        private static final Map<Integer, Level> BY_CODE = new HashMap<Integer, Level>();
        static { for (Level l : values()) BY_CODE.put(l.code, l); }
        final int code;
        Level(int c) { code = c; }
        static Level of(int c) { return BY_CODE.get(c); }
    }
    public static void main(String[] args) {
        for (BinOp op : BinOp.values()) {
            System.out.println(op + " " + op.sym() + " " + op.apply(17, 5) + " " + op.describe()
                + " class=" + (op.getClass() == BinOp.class) + " declaring=" + op.getDeclaringClass().getSimpleName());
        }
        for (Planet p : Planet.values()) System.out.printf("%-8s g=%.4f%n", p, p.gravity());
        State s = State.IDLE;
        StringBuilder trace = new StringBuilder(s.toString());
        for (char c : "aspspsx!s".toCharArray()) {
            State n = s.next(c);
            if (n != s) State.transitions++;
            s = n;
            trace.append(" -").append(c).append("-> ").append(s);
        }
        System.out.println(trace + " (" + State.transitions + " transitions)");
        System.out.println(Single.INSTANCE.inc() + " " + Single.INSTANCE.inc() + " " + Single.valueOf("INSTANCE").counter);
        System.out.println(Level.of(5) + " " + Level.of(10) + " " + Level.of(3));
        EnumMap<BinOp, Integer> results = new EnumMap<BinOp, Integer>(BinOp.class);
        for (BinOp op : BinOp.values()) results.put(op, op.apply(100, 7));
        System.out.println(results);
        results.remove(BinOp.MINUS);
        for (Map.Entry<BinOp, Integer> e : results.entrySet()) System.out.println("  " + e.getKey().sym() + " => " + e.getValue());
        System.out.println(BinOp.valueOf("TIMES").apply(6, 7) + " " + BinOp.DIV.compareTo(BinOp.PLUS) + " " + BinOp.DIV.name());
    }
}
