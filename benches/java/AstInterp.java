// ARGS: 24
/**
 * Object-oriented: a tree-walking interpreter for a small language. The
 * program is a tree of node objects, each with a virtual eval method
 * (constants, variables, arithmetic, comparison, if, while, blocks,
 * assignment, calls of user functions with their own frames); it runs
 * a recursive Fibonacci, a loop summing a series and a sieve over an
 * array object. Nearly every step is a virtual call on a small object.
 */
public class AstInterp {
    static final class Frame {
        final long[] slots;
        Frame(int n) { slots = new long[n]; }
    }

    static abstract class Node {
        abstract long eval(Frame f);
    }

    static final class Const extends Node {
        final long v;
        Const(long v) { this.v = v; }
        long eval(Frame f) { return v; }
    }

    static final class Var extends Node {
        final int slot;
        Var(int slot) { this.slot = slot; }
        long eval(Frame f) { return f.slots[slot]; }
    }

    static final class Assign extends Node {
        final int slot;
        final Node value;
        Assign(int slot, Node value) { this.slot = slot; this.value = value; }
        long eval(Frame f) { return f.slots[slot] = value.eval(f); }
    }

    static abstract class Binary extends Node {
        final Node l, r;
        Binary(Node l, Node r) { this.l = l; this.r = r; }
        long eval(Frame f) { return op(l.eval(f), r.eval(f)); }
        abstract long op(long a, long b);
    }

    static final class Add extends Binary { Add(Node l, Node r) { super(l, r); } long op(long a, long b) { return a + b; } }
    static final class Sub extends Binary { Sub(Node l, Node r) { super(l, r); } long op(long a, long b) { return a - b; } }
    static final class Mul extends Binary { Mul(Node l, Node r) { super(l, r); } long op(long a, long b) { return a * b; } }
    static final class Mod extends Binary { Mod(Node l, Node r) { super(l, r); } long op(long a, long b) { return a % b; } }
    static final class Lt extends Binary { Lt(Node l, Node r) { super(l, r); } long op(long a, long b) { return a < b ? 1 : 0; } }

    static final class If extends Node {
        final Node c, t, e;
        If(Node c, Node t, Node e) { this.c = c; this.t = t; this.e = e; }
        long eval(Frame f) { return c.eval(f) != 0 ? t.eval(f) : e.eval(f); }
    }

    static final class While extends Node {
        final Node c, body;
        While(Node c, Node body) { this.c = c; this.body = body; }
        long eval(Frame f) {
            long last = 0;
            while (c.eval(f) != 0) last = body.eval(f);
            return last;
        }
    }

    static final class Block extends Node {
        final Node[] body;
        Block(Node... body) { this.body = body; }
        long eval(Frame f) {
            long last = 0;
            for (Node n : body) last = n.eval(f);
            return last;
        }
    }

    /** A user function: parameters are its first slots. */
    static final class Function {
        Node body;
        final int params, slots;
        Function(int params, int slots) { this.params = params; this.slots = slots; }
    }

    static final class Call extends Node {
        final Function fn;
        final Node[] args;
        Call(Function fn, Node... args) { this.fn = fn; this.args = args; }
        long eval(Frame f) {
            Frame callee = new Frame(fn.slots);
            for (int i = 0; i < args.length; i++) callee.slots[i] = args[i].eval(f);
            return fn.body.eval(callee);
        }
    }

    /** An array object of the language: new, load, store. */
    static final class ArrayBox {
        final long[] a;
        ArrayBox(int n) { a = new long[n]; }
    }

    static final ArrayBox[] arrays = new ArrayBox[1];

    static final class ArrayNew extends Node {
        final Node size;
        ArrayNew(Node size) { this.size = size; }
        long eval(Frame f) { arrays[0] = new ArrayBox((int) size.eval(f)); return 0; }
    }

    static final class ArrayLoad extends Node {
        final Node index;
        ArrayLoad(Node index) { this.index = index; }
        long eval(Frame f) { return arrays[0].a[(int) index.eval(f)]; }
    }

    static final class ArrayStore extends Node {
        final Node index, value;
        ArrayStore(Node index, Node value) { this.index = index; this.value = value; }
        long eval(Frame f) { return arrays[0].a[(int) index.eval(f)] = value.eval(f); }
    }

    static Node c(long v) { return new Const(v); }
    static Node v(int s) { return new Var(s); }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 22;
        // fib(x) = x < 2 ? x : fib(x - 1) + fib(x - 2)
        Function fib = new Function(1, 1);
        fib.body = new If(new Lt(v(0), c(2)), v(0), new Add(new Call(fib, new Sub(v(0), c(1))), new Call(fib, new Sub(v(0), c(2)))));
        // sum(k) = Σ_{i<k} (i * i) % 7
        Function sum = new Function(1, 3);
        sum.body = new Block(
                new Assign(1, c(0)), new Assign(2, c(0)),
                new While(new Lt(v(1), v(0)), new Block(
                        new Assign(2, new Add(v(2), new Mod(new Mul(v(1), v(1)), c(7)))),
                        new Assign(1, new Add(v(1), c(1))))),
                v(2));
        // primes(k): sieve of Eratosthenes over an array, returns the count
        Function primes = new Function(1, 4);
        primes.body = new Block(
                new ArrayNew(v(0)), new Assign(1, c(2)), new Assign(3, c(0)),
                new While(new Lt(v(1), v(0)), new Block(
                        new If(new Lt(new ArrayLoad(v(1)), c(1)), new Block(
                                new Assign(3, new Add(v(3), c(1))),
                                new Assign(2, new Mul(v(1), v(1))),
                                new While(new Lt(v(2), v(0)), new Block(
                                        new ArrayStore(v(2), c(1)),
                                        new Assign(2, new Add(v(2), v(1)))))), c(0)),
                        new Assign(1, new Add(v(1), c(1))))),
                v(3));
        Frame top = new Frame(1);
        long h = 0;
        for (int r = 0; r < 3; r++) {
            h = h * 31 + new Call(fib, c(n)).eval(top);
            h = h * 31 + new Call(sum, c(60000)).eval(top);
            h = h * 31 + new Call(primes, c(60000)).eval(top);
        }
        System.out.println("astinterp " + h);
    }
}
