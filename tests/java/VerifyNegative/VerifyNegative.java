// Verifier: hand-made bad classes (tests/tools/badclass.py) rejected with HotSpot's error class and first message line:
// type confusion, stack underflow, wrong return type, uninitialised object, bad invokespecial, bad array load, missing,
// wrong and malformed StackMapTable frames, stack depth at a branch, bad constant-pool index, and the old (inference)
// verifier of version-49 classes; then the reasons of both verifiers for the same defects in versions 52, 50 (type
// checking fails, inference runs and fails too: inference's error class with the type checker's message) and 49:
// athrow of a non-Throwable, a long split by pop, getfield on an unrelated type, undefined and reserved opcodes, a
// truncated instruction, invokespecial of an unrelated class, jsr, an exception handler or range starting inside an
// instruction (a ClassFormatError).
public class VerifyNegative {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            // HotSpot's VerifyError message continues with "Exception Details:" (a bytecode dump):
            // only its first line is compared.
            String m = String.valueOf(e.getMessage());
            int nl = m.indexOf('\n');
            System.out.println(name + ": " + e.getClass().getName() + ": " + (nl < 0 ? m : m.substring(0, nl)));
        }
    }

    public static void main(String[] args) {
        String[] names = {
            "VNullInt", "VUnderflow", "VRetType", "VUninit", "VBadSpecial", "VLaload", "VNoStackMap", "VBadFrame",
            "VBadFrameTag", "VStackDepth", "VCpIndex", "VOld49", "VOld49Jump", "VOld49Ok",
        };
        for (String n : names) {
            load(n);
        }
        String[] reasons = {
            "Athrow", "Split", "GetfUnrel", "BadOp", "Breakpoint", "Trunc", "SpecUnrel", "Jsr", "HandlerMid", "StartMid",
        };
        for (String r : reasons) {
            for (int v : new int[] { 52, 50, 49 }) {
                load("V" + r + v);
            }
        }
        // A class that failed verification fails again.
        load("VNullInt");
        System.out.println("done");
    }
}
