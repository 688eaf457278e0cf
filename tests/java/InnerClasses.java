// Inner classes: member, local, anonymous, static nested, captured variables,
// private outer field/method access (nestmates on JDK 17, accessors on 8), Outer.this.
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

public class InnerClasses {
    private int secret = 42;
    private static int staticSecret = 7;
    private String name;
    InnerClasses(String name) { this.name = name; }
    private String hidden() { return "hidden(" + name + ")"; }

    class Member {
        private int mine = secret + 1;
        String show() { return "Member of " + name + " secret=" + secret + " mine=" + mine + " " + hidden(); }
        void bump() { secret++; staticSecret++; }
        class Deeper {
            String show() { return "Deeper sees " + name + " and mine=" + mine + " outer=" + InnerClasses.this.name; }
        }
    }
    static class Nested {
        private int v;
        Nested(int v) { this.v = v; }
        int outerStatic() { return staticSecret * v; }
    }
    interface Op { int apply(int x); }

    Op makeAdder(final int n) {
        class Adder implements Op {
            public int apply(int x) { return x + n + secret; }
            public String toString() { return "Adder(" + n + ")"; }
        }
        return new Adder();
    }
    Op makeMultiplier(final int m) {
        return new Op() {
            int calls = 0;
            public int apply(int x) { calls++; return x * m * calls; }
        };
    }
    Iterable<Integer> range(final int from, final int to) {
        return new Iterable<Integer>() {
            public Iterator<Integer> iterator() {
                return new Iterator<Integer>() {
                    int cur = from;
                    public boolean hasNext() { return cur < to; }
                    public Integer next() { return cur++; }
                    public void remove() { throw new UnsupportedOperationException(); }
                };
            }
        };
    }
    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outer1");
        InnerClasses.Member m = outer.new Member();
        System.out.println(m.show());
        m.bump();
        System.out.println(m.show());
        InnerClasses.Member.Deeper d = m.new Deeper();
        System.out.println(d.show());
        System.out.println("nested: " + new Nested(3).outerStatic() + " v=" + new Nested(5).v);
        Op add = outer.makeAdder(10);
        System.out.println(add + " -> " + add.apply(1));
        Op mul = outer.makeMultiplier(3);
        System.out.println(mul.apply(2) + " " + mul.apply(2) + " " + mul.apply(2));
        int sum = 0;
        for (int i : outer.range(3, 9)) sum += i;
        System.out.println("range sum=" + sum);
        final List<String> captured = new ArrayList<String>();
        final int base = 100;
        Runnable r = new Runnable() {
            public void run() { captured.add("ran with base " + base + " secret " + new InnerClasses("tmp").secret); }
        };
        r.run(); r.run();
        System.out.println(captured);
        InnerClasses other = new InnerClasses("other");
        other.secret = -1;
        System.out.println(other.new Member().show());
        System.out.println(m.getClass().getName() + " " + d.getClass().getName() + " " + Nested.class.getName());
        System.out.println(m.getClass().getSimpleName() + " " + d.getClass().getSimpleName() + " [" + mul.getClass().getSimpleName() + "]");
        System.out.println("staticSecret=" + staticSecret);
    }
}
