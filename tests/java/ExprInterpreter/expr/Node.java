package expr;

import java.util.List;

public abstract class Node {
    public abstract long eval(Env env);

    static final class Num extends Node {
        final long v;
        Num(long v) { this.v = v; }
        public long eval(Env env) { return v; }
        public String toString() { return Long.toString(v); }
    }
    static final class Var extends Node {
        final String name;
        Var(String n) { name = n; }
        public long eval(Env env) { return env.get(name); }
        public String toString() { return name; }
    }
    static final class Neg extends Node {
        final Node e;
        Neg(Node e) { this.e = e; }
        public long eval(Env env) { return -e.eval(env); }
        public String toString() { return "(-" + e + ")"; }
    }
    static final class Bin extends Node {
        final char op; final Node l, r;
        Bin(char op, Node l, Node r) { this.op = op; this.l = l; this.r = r; }
        public long eval(Env env) {
            long a = l.eval(env), b = r.eval(env);
            switch (op) {
                case '+': return a + b;
                case '-': return a - b;
                case '*': return a * b;
                case '/': return a / b;
                case '%': return a % b;
                case '^': { long p = 1; for (long i = 0; i < b; i++) p *= a; return p; }
                default: throw new EvalException("bad op " + op);
            }
        }
        public String toString() { return "(" + l + " " + op + " " + r + ")"; }
    }
    static final class Assign extends Node {
        final String name; final Node e;
        Assign(String n, Node e) { name = n; this.e = e; }
        public long eval(Env env) { long v = e.eval(env); env.set(name, v); return v; }
        public String toString() { return name + " = " + e; }
    }
    static final class Call extends Node {
        final String fn; final List<Node> args;
        Call(String fn, List<Node> args) { this.fn = fn; this.args = args; }
        public long eval(Env env) {
            if (fn.equals("max") || fn.equals("min")) {
                if (args.isEmpty()) throw new EvalException(fn + " needs arguments");
                long best = args.get(0).eval(env);
                for (Node a : args) { long v = a.eval(env); best = fn.equals("max") ? Math.max(best, v) : Math.min(best, v); }
                return best;
            }
            if (fn.equals("abs") && args.size() == 1) return Math.abs(args.get(0).eval(env));
            throw new EvalException("unknown function " + fn + "/" + args.size());
        }
        public String toString() { return fn + args; }
    }
}
