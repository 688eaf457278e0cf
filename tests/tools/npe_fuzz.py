#!/usr/bin/env python3
"""Random-program comparison of NullPointerException messages between rjvm and HotSpot.

Generates a Java class with many random methods (locals of several types, field chains, array
elements, calls, casts, ternaries, string concatenation, loops, switches, try/catch, synchronized,
instance methods using `this`) that end in a likely null dereference, compiles it three ways
(javac, javac -g, javac --release 8), runs each on `java` and on rjvm, and reports any line that
differs (each line is one method's `getMessage()`, or its exception class). This is how the
subtler rules of interp/npe_message were found; the differential programs NpeMessages and
NpeBytecodes keep them tested.

Usage:
    tests/tools/npe_fuzz.py [--rjvm PATH] [--methods N] [--keep DIR] SEED [SEED...]
    tests/tools/npe_fuzz.py 1 2 3            seeds 1..3, 200 methods each
Exit status 1 if any seed differs. Needs java and javac (JDK 17) on PATH.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile


R = None
TYPES = ["int", "long", "double", "String", "Node", "int[]", "String[]", "Object"]

class Ctx:
    def __init__(self):
        self.vars = []   # (name, type)
        self.n = 0
        self.inst = False
    def fresh(self):
        self.n += 1
        return "v%d" % self.n
    def of(self, t):
        return [v for v, vt in self.vars if vt == t]

def lit_int():
    return R.choice(["0", "1", "2", "-1", "5", "100", "1000", "70000", "3"])

def expr(ctx, t, d=0):
    d += 1
    vs = ctx.of(t)
    if d > 3:
        if vs and R.random() < 0.7: return R.choice(vs)
        return {"int": lit_int(), "long": "7L", "double": "2.5", "String": R.choice(['"s"', "((String) null)"]),
                "Node": R.choice(["((Node) null)", "Node.make(%s)" % lit_int()]), "int[]": R.choice(["((int[]) null)", "(new int[2])"]),
                "String[]": R.choice(["((String[]) null)", "(new String[2])"]), "Object": R.choice(["((Object) null)", '"o"'])}[t]
    r = R.random()
    if vs and r < 0.35:
        return R.choice(vs)
    if ctx.inst and r < 0.42 and t in ("Node", "String", "int[]"):
        return {"Node": "this.fn", "String": R.choice(["this.fs", "fs", "this.fn.s"]), "int[]": "fia"}[t]
    if t == "int":
        return R.choice([
            lit_int, lambda: "(%s + %s)" % (expr(ctx, "int", d), expr(ctx, "int", d)),
            lambda: "%s.i" % expr(ctx, "Node", d), lambda: "%s[%s]" % (expr(ctx, "int[]", d), idx(ctx, d)),
            lambda: "%s.length()" % expr(ctx, "String", d), lambda: "(int) %s" % expr(ctx, "long", d),
            lambda: "%s.length" % expr(ctx, "String[]", d), lambda: "Node.si", lambda: "%s.get().i" % expr(ctx, "Node", d),
            lambda: "(%s > 1 ? %s : %s)" % (expr(ctx, "int", d), expr(ctx, "int", d), expr(ctx, "int", d)),
            lambda: "(((Object) %s) instanceof String ? 1 : 0)" % expr(ctx, "Object", d),
            lambda: "(int) %s" % expr(ctx, "double", d), lambda: "%s.ia[%s]" % (expr(ctx, "Node", d), idx(ctx, d)),
            lambda: "Node.sum(%s, %s, %s)" % (expr(ctx, "long", d), expr(ctx, "String", d), expr(ctx, "double", d)),
        ])()
    if t == "long":
        return R.choice([lambda: "7L", lambda: "%s.l" % expr(ctx, "Node", d), lambda: "(%s * %s)" % (expr(ctx, "long", d), expr(ctx, "long", d)),
                         lambda: "(long) %s" % expr(ctx, "int", d), lambda: "(%s << 2)" % expr(ctx, "long", d)])()
    if t == "double":
        return R.choice([lambda: "2.5", lambda: "(%s / 3.0)" % expr(ctx, "double", d), lambda: "(double) %s" % expr(ctx, "long", d)])()
    if t == "String":
        return R.choice([lambda: '"lit"', lambda: "((String) null)", lambda: "%s.s" % expr(ctx, "Node", d),
                         lambda: "%s[%s]" % (expr(ctx, "String[]", d), idx(ctx, d)), lambda: "%s.str()" % expr(ctx, "Node", d),
                         lambda: "(%s + %s)" % (expr(ctx, "String", d), expr(ctx, "int", d)),
                         lambda: "(%s > 0 ? %s : %s)" % (expr(ctx, "int", d), expr(ctx, "String", d), expr(ctx, "String", d)),
                         lambda: "((String) (Object) %s)" % expr(ctx, "Object", d), lambda: "%s.trim()" % expr(ctx, "String", d),
                         lambda: "Node.ss", lambda: "%s.next.s" % expr(ctx, "Node", d)])()
    if t == "Node":
        return R.choice([lambda: "((Node) null)", lambda: "Node.make(%s)" % expr(ctx, "int", d), lambda: "%s.next" % expr(ctx, "Node", d),
                         lambda: "%s.get()" % expr(ctx, "Node", d), lambda: "%s.na[%s]" % (expr(ctx, "Node", d), idx(ctx, d)),
                         lambda: "Node.sn", lambda: "(%s == null ? %s : %s)" % (expr(ctx, "Object", d), expr(ctx, "Node", d), expr(ctx, "Node", d))])()
    if t == "int[]":
        return R.choice([lambda: "((int[]) null)", lambda: "(new int[2])", lambda: "%s.ia" % expr(ctx, "Node", d)])()
    if t == "String[]":
        return R.choice([lambda: "((String[]) null)", lambda: "(new String[2])", lambda: "%s.sa" % expr(ctx, "Node", d), lambda: "Node.ssa"])()
    if t == "Object":
        return R.choice([lambda: "((Object) null)", lambda: expr(ctx, "String", d), lambda: expr(ctx, "Node", d)])()

def idx(ctx, d):
    return R.choice(["0", "1", "(%s & 1)" % expr(ctx, "int", d), expr(ctx, "int", d)])

def stmts(ctx, depth, n):
    out = []
    for _ in range(n):
        out.append(stmt(ctx, depth))
    return "\n".join(out)

def stmt(ctx, depth):
    r = R.random()
    ind = "    " * (depth + 2)
    if depth < 2 and r < 0.12:
        v = ctx.fresh()
        saved = list(ctx.vars)
        body = stmts(ctx, depth + 1, R.randint(1, 3))
        ctx.vars = saved
        return "%sfor (int %s = 0; %s < %d; %s++) {\n%s\n%s}" % (ind, v, v, R.randint(1, 3), v, body, ind)
    if depth < 2 and r < 0.22:
        saved = list(ctx.vars)
        a = stmts(ctx, depth + 1, R.randint(1, 2)); ctx.vars = list(saved)
        b = stmts(ctx, depth + 1, R.randint(1, 2)); ctx.vars = saved
        return "%sif (%s > %s) {\n%s\n%s} else {\n%s\n%s}" % (ind, expr(ctx, "int"), lit_int(), a, ind, b, ind)
    if depth < 2 and r < 0.28:
        saved = list(ctx.vars)
        a = stmts(ctx, depth + 1, R.randint(1, 2)); ctx.vars = list(saved)
        b = stmts(ctx, depth + 1, R.randint(1, 2)); ctx.vars = saved
        return "%stry {\n%s\n%s} catch (ArithmeticException %s) {\n%s\n%s}" % (ind, a, ind, ctx.fresh(), b, ind)
    if depth < 2 and r < 0.32:
        saved = list(ctx.vars)
        cases = []
        for k in range(R.randint(1, 3)):
            cases.append("%s    case %d:\n%s\n%s        break;" % (ind, k, stmts(ctx, depth + 2, 1), ind))
            ctx.vars = list(saved)
        return "%sswitch (%s) {\n%s\n%s}" % (ind, expr(ctx, "int"), "\n".join(cases), ind)
    if depth < 2 and r < 0.35:
        saved = list(ctx.vars)
        a = stmts(ctx, depth + 1, 1); ctx.vars = saved
        return "%ssynchronized (%s) {\n%s\n%s}" % (ind, expr(ctx, "Node"), a, ind)
    if r < 0.6:
        t = R.choice(TYPES)
        v = ctx.fresh()
        e = expr(ctx, t)
        ctx.vars.append((v, t))
        return "%s%s %s = %s;" % (ind, t, v, e)
    if r < 0.75 and ctx.vars:
        v, t = R.choice(ctx.vars)
        return "%s%s = %s;" % (ind, v, expr(ctx, t))
    if depth < 2 and r < 0.8:
        saved = list(ctx.vars)
        kind = R.randint(0, 3)
        if kind == 0:
            v = ctx.fresh(); ctx.vars.append((v, "String"))
            body = stmts(ctx, depth + 1, 1); ctx.vars = saved
            return "%sfor (String %s : %s) {\n%s\n%s}" % (ind, v, expr(ctx, "String[]"), body, ind)
        if kind == 1:
            a = stmts(ctx, depth + 2, 1); ctx.vars = list(saved)
            b = stmts(ctx, depth + 2, 1); ctx.vars = saved
            return "%sswitch (%s) {\n%s    case \"a\":\n%s\n%s        break;\n%s    default:\n%s\n%s}" % (ind, expr(ctx, "String"), ind, a, ind, ind, b, ind)
        if kind == 2:
            a = stmts(ctx, depth + 1, R.randint(1, 2)); ctx.vars = list(saved)
            b = stmts(ctx, depth + 1, 1); ctx.vars = saved
            return "%stry {\n%s\n%s} catch (RuntimeException %s) {\n%s\n%s}" % (ind, a, ind, ctx.fresh(), b, ind)
        v = ctx.fresh()
        a = stmts(ctx, depth + 1, R.randint(1, 2)); ctx.vars = saved
        return "%sint %s = 0;\n%sdo {\n%s\n%s    if (%s++ > 1) break;\n%s} while (%s < 3);" % (ind, v, ind, a, ind, v, ind, v)
    return R.choice([
        lambda: "%s%s[%s] += %s;" % (ind, expr(ctx, "int[]"), idx(ctx, 0), expr(ctx, "int")),
        lambda: "%s%s.i++;" % (ind, expr(ctx, "Node")),
        lambda: "%s%s.i = %s;" % (ind, expr(ctx, "Node"), expr(ctx, "int")),
        lambda: "%s%s.l += %s;" % (ind, expr(ctx, "Node"), expr(ctx, "long")),
        lambda: "%s%s[%s] = %s;" % (ind, expr(ctx, "int[]"), idx(ctx, 0), expr(ctx, "int")),
        lambda: "%s%s[%s] = %s;" % (ind, expr(ctx, "String[]"), idx(ctx, 0), expr(ctx, "String")),
        lambda: "%sNode.use(%s);" % (ind, expr(ctx, "int")),
        lambda: "%sNode.use(%s.hashCode());" % (ind, expr(ctx, "Object")),
        lambda: "%s%s.next = %s;" % (ind, expr(ctx, "Node"), expr(ctx, "Node")),
    ])()

def method(k):
    ctx = Ctx()
    ctx.inst = R.random() < 0.3
    nparams = R.randint(0, 4)
    params = []
    for i in range(nparams):
        t = R.choice(TYPES)
        params.append((ctx.fresh(), t))
    ctx.vars = list(params)
    body = stmts(ctx, 0, R.randint(2, 7))
    # end with a likely null use
    body += "\n        Node.use(%s.length());" % expr(ctx, "String")
    static = not ctx.inst
    sig = ", ".join("%s %s" % (t, v) for v, t in params)
    args = ", ".join(argval(t) for _, t in params)
    return ("    %svoid m%d(%s) {\n%s\n    }\n" % ("static " if static else "", k, sig, body),
            "        run(%d, () -> %sm%d(%s));\n" % (k, "" if static else "new F().", k, args))

def argval(t):
    return {"int": R.choice(["0", "1", "2", "4"]), "long": "3L", "double": "1.5", "String": R.choice(['"a"', "null"]),
            "Node": R.choice(["null", "Node.make(1)", "Node.make(2)"]), "int[]": R.choice(["null", "(new int[2])"]),
            "String[]": R.choice(["null", "new String[] { \"x\", null }"]), "Object": R.choice(["null", '"o"'])}[t]

NODE = """class Node {
    static int si = 1; static String ss; static Node sn = new Node(4); static String[] ssa = { null, "t" };
    Node next; String s; int[] ia; String[] sa; long l; int i; Node[] na;
    Node(int k) { i = k; l = k; if (k % 2 == 0) { s = "n" + k; ia = new int[2]; } else { sa = new String[] { "q", null }; na = new Node[2]; } if (k > 1) next = make(k - 1); }
    static Node make(int k) { return k % 3 == 0 ? null : new Node(k); }
    Node get() { return next; }
    String str() { return i % 2 == 0 ? null : "x"; }
    static int sum(long a, String b, double c) { return (int) a + b.length() + (int) c; }
    static void use(int x) { }
}
"""


def generate(seed, count):
    global R
    R = random.Random(seed)
    ms, calls = [], []
    for k in range(count):
        m, c = method(k)
        ms.append(m)
        calls.append(c)
    return NODE + """public class F {
    Node fn = Node.make(2); String fs; int[] fia = new int[2];
    static void run(int k, Runnable r) {
        try { r.run(); System.out.println(k + ": ok"); }
        catch (NullPointerException e) { System.out.println(k + ": " + e.getMessage()); }
        catch (RuntimeException e) { System.out.println(k + ": " + e.getClass().getName()); }
    }
""" + "".join(ms) + "    public static void main(String[] args) {\n" + "".join(calls) + "    }\n}\n"


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600)
    return p.returncode, p.stdout.decode("utf-8", "replace")


def check_seed(seed, args, work):
    d = os.path.join(work, "s%d" % seed)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "F.java"), "w") as f:
        f.write(generate(seed, args.methods))
    differs = False
    for flavor, opts in (("plain", []), ("g", ["-g"]), ("release8", ["--release", "8"])):
        out = os.path.join(d, flavor)
        os.makedirs(out, exist_ok=True)
        rc, text = run(["javac", "-nowarn"] + opts + ["-d", out, "F.java"], d)
        if rc != 0:
            print("seed %d: javac%s failed (a generator bug):\n%s" % (seed, " " + " ".join(opts) if opts else "", text[:2000]))
            return True
        _, expected = run(["java", "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", out, "F"], d)
        _, actual = run([args.rjvm, "-cp", out, "F"], d)
        if expected != actual:
            differs = True
            e, a = expected.splitlines(), actual.splitlines()
            for i in range(max(len(e), len(a))):
                if i >= len(e) or i >= len(a) or e[i] != a[i]:
                    print("seed %d %s: HotSpot: %s" % (seed, flavor, e[i] if i < len(e) else "<end>"))
                    print("seed %d %s: rjvm:    %s" % (seed, flavor, a[i] if i < len(a) else "<end>"))
                    break
    messages = sum(1 for line in expected.splitlines() if "Cannot " in line)
    print("seed %d: %s (%d messages)" % (seed, "DIFFERS" if differs else "same", messages))
    return differs


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser(description="compare NPE messages of rjvm and HotSpot on random programs")
    ap.add_argument("seeds", type=int, nargs="+")
    ap.add_argument("--rjvm", default=os.path.join(root, "target", "release", "rjvm"))
    ap.add_argument("--methods", type=int, default=200)
    ap.add_argument("--keep", help="directory for the generated programs (default: a temporary one)")
    args = ap.parse_args()
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        bad = [s for s in args.seeds if check_seed(s, args, args.keep)]
    else:
        with tempfile.TemporaryDirectory() as work:
            bad = [s for s in args.seeds if check_seed(s, args, work)]
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
