// Format checks as HotSpot 17 makes them, on hand-made classes (tests/tools/badclass.py): non-zero switch padding
// (rejected below version 51 only, with each verifier's message), preview minor versions without
// --enable-preview, ACC_MODULE (not a class), illegal class modifier combinations, constant-pool tags 19 and 20,
// a catch type naming a missing class (loaded by the verifier: NoClassDefFoundError), a bootstrap method that is not
// a method handle, and corrupted bootstrap methods of a string concatenation (the linkage error of resolving the
// method handle: NoClassDefFoundError, NoSuchMethodError; a malformed descriptor is a ClassFormatError).
public class FormatChecks {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            // VerifyError messages continue with "Exception Details:": only the first line is compared.
            String m = String.valueOf(e.getMessage());
            int nl = m.indexOf('\n');
            System.out.println(name + ": " + e.getClass().getName() + ": " + (nl < 0 ? m : m.substring(0, nl)));
        }
    }

    public static void main(String[] args) {
        String[] names = {
            "Pad52", "Pad50", "Pad49", "Preview61", "Preview60", "Preview52", "ModuleFlag", "ModuleFlag52", "Mod2000",
            "Mod628", "Mod621", "Mod431", "Mod201", "Mod201Old", "Tag19", "Tag20", "CatchMissing", "CatchMissing49",
            "BsmNotHandle", "BsmClass", "BsmName", "BsmDesc", "BsmBadDesc",
        };
        for (String n : names) {
            load(n);
        }
    }
}
