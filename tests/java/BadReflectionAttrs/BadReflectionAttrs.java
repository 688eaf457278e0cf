// The class-file checks of the attributes only reflection reads (Signature of members, the annotation
// attributes, MethodParameters, Record, PermittedSubclasses): duplicates, bad lengths and indices,
// and attributes ignored below the version that defines them.
// The bad class files in classes/ are made by tests/tools/badclass.py.
public class BadReflectionAttrs {
    static void load(String name) {
        try {
            Class<?> c = Class.forName(name);
            System.out.println(name + ": loaded " + c.getName());
        } catch (Throwable e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] names = { "DupFieldSig", "FieldSigIndex", "FieldSigSize", "MethodSigSize", "DupMethodSig", "DupMethodAnno", "DupInvisibleAnno",
                "DupParamAnno", "DupDefault", "DupFieldTypeAnno", "DupClassAnno", "DupClassTypeAnno", "ParamsLength", "DupParams", "OldDupAnno",
                "OldFinalPermitted", "FinalPermitted", "PermittedNotClass", "PermittedLength", "DupPermitted", "RecordLength", "RecordBadName",
                "RecordBadDesc", "DupRecord", "RecordDupSig" };
        for (String n : names) {
            load(n);
        }
        System.out.println("done");
    }
}
