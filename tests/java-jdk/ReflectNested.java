// Nested classes through reflection (InnerClasses and EnclosingMethod):
// member, static nested, inner, local and anonymous classes in methods,
// constructors and initialisers; getEnclosingMethod/Constructor/Class,
// getDeclaringClass, getSimpleName, getCanonicalName, getTypeName,
// isAnonymous/Local/MemberClass, getDeclaredClasses/getClasses, and
// modifiers from the InnerClasses attribute (nests: ReflectJava17).
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

public class ReflectNested {
    public static class PublicStatic {
        protected interface DeepInterface {}
        private static final class DeepFinal {}
        enum DeepEnum { A }
        @interface DeepAnno {}
    }
    class Inner {
        class InnerInner {}
    }
    private abstract static class PrivateAbstract {}
    protected class ProtectedInner {}

    static Object fromInitializer;
    static {
        class InClinit {}
        fromInitializer = new InClinit();
    }

    Object fromInstanceInit;
    {
        fromInstanceInit = new Object() {};
    }

    Object fromCtor;
    ReflectNested() {
        class InCtor {}
        fromCtor = new InCtor();
    }

    ReflectNested(int x) {
        fromCtor = new Runnable() { public void run() {} };
    }

    Object local() {
        class Local {
            class LocalInner {}
        }
        return new Local().new LocalInner();
    }

    static Object anonymous() {
        return new Callable<String>() {
            public String call() { return "anon"; }
        };
    }

    static <T> Object generic(T t) {
        class GenericLocal<U> {}
        return new GenericLocal<String>();
    }

    static void show(Class<?> c) {
        System.out.println("== " + c.getName());
        System.out.println("  simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName() + " type=" + c.getTypeName());
        System.out.println("  anonymous=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member=" + c.isMemberClass()
                + " modifiers=" + Modifier.toString(c.getModifiers()) + " (" + c.getModifiers() + ")");
        System.out.println("  declaring=" + c.getDeclaringClass() + " enclosing=" + c.getEnclosingClass());
        System.out.println("  enclosingMethod=" + c.getEnclosingMethod() + " enclosingConstructor=" + c.getEnclosingConstructor());
        List<String> dc = new ArrayList<>();
        for (Class<?> d : c.getDeclaredClasses()) dc.add(d.getSimpleName());
        dc.sort(null);
        List<String> pc = new ArrayList<>();
        for (Class<?> d : c.getClasses()) pc.add(d.getSimpleName());
        pc.sort(null);
        System.out.println("  declaredClasses=" + dc + " classes=" + pc);
    }

    public static void main(String[] args) throws Exception {
        ReflectNested o = new ReflectNested();
        show(ReflectNested.class);
        show(PublicStatic.class);
        show(PublicStatic.DeepInterface.class);
        show(PublicStatic.DeepFinal.class);
        show(PublicStatic.DeepEnum.class);
        show(PublicStatic.DeepAnno.class);
        show(Inner.class);
        show(Inner.InnerInner.class);
        show(PrivateAbstract.class);
        show(ProtectedInner.class);
        show(fromInitializer.getClass());
        show(o.fromInstanceInit.getClass());
        show(o.fromCtor.getClass());
        show(new ReflectNested(1).fromCtor.getClass());
        show(o.local().getClass());
        show(o.local().getClass().getEnclosingClass());
        show(anonymous().getClass());
        show(generic(1).getClass());
        show(int[].class);
        show(Inner[][].class);
        show(int.class);
        show(Thread.State.class);
        show(java.util.Map.Entry.class);
        show(Outside.class);

        System.out.println("  anonymous enclosing method is " + anonymous().getClass().getEnclosingMethod().getName());
    }
}

class Outside {
    static class Nested {}
}
