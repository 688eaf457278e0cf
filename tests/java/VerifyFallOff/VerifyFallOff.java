// Verifier: execution falling off the end of the code (return replaced by nop) (HotSpot throws VerifyError; the class file is made by tests/tools/badclass.py)
public class VerifyFallOff {
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
        load("VFallOff");
        load("VFallOff");
        System.out.println("done");
    }
}
