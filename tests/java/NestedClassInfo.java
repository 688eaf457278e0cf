// Class.getEnclosingClass, getDeclaringClass, isMemberClass, isLocalClass, isAnonymousClass, getSimpleName and
// getCanonicalName of top-level, static member, inner, doubly nested, local and anonymous classes (in methods,
// constructors, static and instance initialisers, enum constant bodies), nested interfaces and enums, lambdas,
// arrays and primitive types: from the InnerClasses and EnclosingMethod attributes, as the JDK does.
public class NestedClassInfo {
    static class Nested {
        class Deeper {
            class Deepest {
            }
        }
    }

    class Inner {
        Object local() {
            class InInner {
            }
            return new InInner();
        }
    }

    interface Api {
        enum Mode { A, B }
    }

    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES;

        int apply(int a, int b) {
            return a * b;
        }
    }

    static Object fromStaticInit;
    Object fromInstanceInit;
    Object fromConstructor;

    static {
        fromStaticInit = new Object() {
        };
    }

    {
        fromInstanceInit = new Runnable() {
            public void run() {
            }
        };
    }

    NestedClassInfo() {
        class InConstructor {
        }
        fromConstructor = new InConstructor();
    }

    static String name(Class<?> c) {
        return c == null ? "null" : c.getName();
    }

    static void show(String label, Class<?> c) {
        System.out.println(label + ": enclosing=" + name(c.getEnclosingClass()) + " declaring=" + name(c.getDeclaringClass())
            + " member=" + c.isMemberClass() + " local=" + c.isLocalClass() + " anonymous=" + c.isAnonymousClass()
            + " simple=[" + c.getSimpleName() + "] canonical=" + c.getCanonicalName());
    }

    public static void main(String[] args) {
        class Local {
            class InLocal {
            }
        }
        Object anon = new Object() {
        };
        Runnable lambda = () -> { };
        NestedClassInfo outer = new NestedClassInfo();
        show("top", NestedClassInfo.class);
        show("nested", Nested.class);
        show("deeper", Nested.Deeper.class);
        show("deepest", Nested.Deeper.Deepest.class);
        show("inner", Inner.class);
        show("in inner method", outer.new Inner().local().getClass());
        show("interface", Api.class);
        show("enum in interface", Api.Mode.class);
        show("enum", Op.class);
        show("enum constant body", Op.PLUS.getClass());
        show("plain enum constant", Op.TIMES.getClass());
        show("local", Local.class);
        show("in local", Local.InLocal.class);
        show("anonymous", anon.getClass());
        show("static init anonymous", fromStaticInit.getClass());
        show("instance init anonymous", outer.fromInstanceInit.getClass());
        show("constructor local", outer.fromConstructor.getClass());
        show("array of nested", Nested[].class);
        show("array of local", Local[][].class);
        show("int", int.class);
        show("int[]", int[].class);
        show("String", String.class);
        show("Map.Entry", java.util.Map.Entry.class);
        Class<?> lc = lambda.getClass();
        System.out.println("lambda: enclosing=" + lc.getEnclosingClass() + " declaring=" + lc.getDeclaringClass()
            + " member=" + lc.isMemberClass() + " local=" + lc.isLocalClass() + " anonymous=" + lc.isAnonymousClass()
            + " canonical=" + lc.getCanonicalName());
        System.out.println(Op.PLUS.apply(3, 4) + " " + Op.TIMES.apply(3, 4));
    }
}
