// Helpful NullPointerException messages for bytecode javac does not emit (tests/tools/badclass.py
// writes classes/Ops.class, version 49): every dup form and swap, `this` stored to, monitorexit
// of null, jsr/ret (the code after a jsr is reached only through other paths), wide loads, a
// parameter stored to between its load and the failing use, joins of equal and of different
// sources, a store that reaches the use only after the analysis ended, the order in which a
// branch or switch merges into its successors, and the limit of 1,000,000 simulated stack slots (exactly at it and one over).
public class NpeBytecodes {
    static void run(String name, Runnable r) {
        try {
            r.run();
            System.out.println(name + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(name + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        // aload_0 aload_1 swap pop; hashCode() of the second parameter
        run("swap", () -> Ops.swap("a", null));
        // [a b] dup_x1 -> [b a b], pop pop: b
        run("dup_x1", () -> Ops.dupX1("a", null));
        // [a b c] dup_x2 -> [c a b c], pop pop: a
        run("dup_x2", () -> Ops.dupX2(null, "b", "c"));
        // [a b] dup2 -> [a b a b], pop: a
        run("dup2", () -> Ops.dup2(null, "b"));
        // [a b c] dup2_x1 -> [b c a b c], pop x4: b
        run("dup2_x1", () -> Ops.dup2X1("a", null, "c"));
        // [a b c d] dup2_x2 -> [c d a b c d], pop x4: d
        run("dup2_x2", () -> Ops.dup2X2("a", "b", "c", null));
        // aconst_null astore_0 aload_0: no longer "this"
        run("this stored", () -> new Ops().thisStored());
        run("monitorexit", Ops::monitorExit);
        // the null use inside the subroutine
        run("jsr inside", () -> Ops.jsrInside(null));
        // the null use after the subroutine returned: not reached by the analysis
        run("jsr after", () -> Ops.jsrAfter(null));
        run("wide aload", () -> Ops.wideLoad(null));
        // aload_0 aconst_null astore_0 invokevirtual: the slot was stored to before the use
        run("store after load", () -> Ops.storeAfterLoad(null));
        run("join same", () -> Ops.mergeSame(null, 0));
        run("join different", () -> Ops.mergeDiff(null, null, 0));
        // goto C; B: aconst_null astore_0 goto D; C: iload_1 ifeq B; D: aload_0 invokevirtual:
        // the analysis ends when D's use has a stack, before B (reached backwards) is simulated
        run("store reached late", () -> Ops.storeReachedLate("s", 0));
        // A branch merges its stack into its successors in turn (fall-through, then target or
        // default, then the cases in table order) and keeps the join: here the fall-through
        // already holds s where the branch brings t, so the target gets an unknown slot.
        // 0 aload_0 1 iload_2 2 ifeq 11; 5 pop 6 aload_1 7 iload_2 8 ifne 13; 11 pop return;
        // 13 invokevirtual
        run("join, then branch", () -> Ops.joinThenBranch("x", null, 1));
        // the default (already holding s) is merged before case 0
        run("switch default first", () -> Ops.switchDefaultFirst("x", null, 0));
        // case 5 (already holding s) is merged after the default
        run("switch default not joined", () -> Ops.switchDefaultNotJoined("x", null, 0));
        run("lookupswitch default first", () -> Ops.lookupDefaultFirst("x", null, 0));
        // case 0 (already holding s) is merged before case 1
        run("switch cases in order", () -> Ops.switchCasesInOrder("x", null, 1, 0));
        run("entries at limit", () -> Ops.entriesAtLimit(null, "a"));
        run("entries over limit", () -> Ops.entriesOverLimit(null, "a"));
    }
}
