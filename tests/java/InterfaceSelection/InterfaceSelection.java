// Method selection at run time (JVMS 5.4.5, 5.4.6, 6.5) against classes changed after compilation
// (tests/tools/badclass.py): invokeinterface selecting a package-private or protected method (IllegalAccessError,
// with HotSpot's message only until the call's constant has been linked once), a private or static method (skipped:
// AbstractMethodError, or the superclass's method), an abstract method (AbstractMethodError naming the selected
// method), default methods against non-public class methods; a receiver that does not implement the interface;
// invokevirtual past private, static and abstract methods; invokespecial of an abstract method; package-private
// methods across packages, which do not override each other.
public class InterfaceSelection {
    interface Call {
        int run();
    }

    static void t(String what, Call c) {
        try {
            System.out.println(what + ": " + c.run());
        } catch (Throwable e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        t("package-private", () -> ((I) new ImplPkg()).f());
        t("protected", () -> ((I) new ImplProt()).f());
        t("private", () -> ((I) new ImplPriv()).f());
        t("static", () -> ((I) new ImplStatic()).f());
        t("abstract in superclass", () -> ((I) new AbsSub()).f());
        t("private over public", () -> ((I) new SubPriv()).f());
        t("static over public", () -> ((I) new SubStatic()).f());
        t("package-private over public", () -> ((I) new SubPkg()).f());
        t("package-private over default", () -> ((J) new JPkg()).f());
        t("private over default", () -> ((J) new JPriv()).f());
        t("static over default", () -> ((J) new JStatic()).f());
        t("not an implementation", () -> Caller.callF(new NotImpl()));
        t("not an implementation again", () -> Caller.callF(new NotImpl()));
        t("invokevirtual package-private", () -> ((Base) new DerPkg()).g());
        t("invokevirtual private", () -> ((Base) new DerPriv()).g());
        t("invokevirtual static", () -> ((Base) new DerStatic()).g());
        t("invokevirtual protected", () -> ((Base) new DerProt()).g());
        t("invokevirtual abstract", () -> ((Base) new DerAbsSub()).g());
        t("invokespecial abstract", () -> new SpDer().m());
        t("other package, package-private", () -> new q.QDer().callH());
        t("same package as the overrider", () -> new q.QDer().callQ());
        t("other package, public in a subclass", () -> new q.QDer2().callH());
        t("subclass in the overrider's package", () -> new q.QDer2().callQ());
        t("interface, package-private, other package", () -> new q.QDer().viaIface());
        t("interface, package-private, other package again", () -> new q.QDer().viaIface());
        // The constant of I.f has been linked by a successful call above: no message any more.
        t("package-private again", () -> ((I) new ImplPkg()).f());
        t("protected again", () -> ((I) new ImplProt()).f());
    }
}

interface I {
    int f();
}

interface J {
    default int f() {
        return 7;
    }
}

// Compiled with public f(); the classes/ copies make it package-private, protected, private or static.
class ImplPkg implements I {
    public int f() {
        return 1;
    }
}

class ImplProt implements I {
    public int f() {
        return 2;
    }
}

class ImplPriv implements I {
    public int f() {
        return 3;
    }
}

class ImplStatic implements I {
    public int f() {
        return 4;
    }
}

abstract class AbsBase implements I {
    public abstract int f();
}

// classes/: without f(), so that the abstract AbsBase.f() is selected.
class AbsSub extends AbsBase {
    public int f() {
        return 5;
    }
}

class SuperPub {
    public int f() {
        return 10;
    }
}

class SubPriv extends SuperPub implements I {
    public int f() {
        return 11;
    }
}

class SubStatic extends SuperPub implements I {
    public int f() {
        return 12;
    }
}

class SubPkg extends SuperPub implements I {
    public int f() {
        return 13;
    }
}

class JPkg implements J {
    public int f() {
        return 14;
    }
}

class JPriv implements J {
    public int f() {
        return 15;
    }
}

class JStatic implements J {
    public int f() {
        return 16;
    }
}

// classes/: without `implements I`, though it has a public f().
class NotImpl implements I {
    public int f() {
        return 17;
    }
}

// classes/: without the checkcast, so that invokeinterface gets an object that does not implement I.
class Caller {
    static int callF(Object o) {
        return ((I) o).f();
    }
}

class Base {
    public int g() {
        return 20;
    }
}

class DerPkg extends Base {
    public int g() {
        return 21;
    }
}

class DerPriv extends Base {
    public int g() {
        return 22;
    }
}

class DerStatic extends Base {
    public int g() {
        return 23;
    }
}

class DerProt extends Base {
    public int g() {
        return 24;
    }
}

// classes/: g() is abstract here.
abstract class DerAbs extends Base {
    public int g() {
        return 25;
    }
}

class DerAbsSub extends DerAbs {
}

// classes/: m() is abstract here, and SpDer's super.m() calls it.
abstract class SpBase {
    public int m() {
        return 40;
    }
}

class SpDer extends SpBase {
    public int m() {
        return super.m() + 1;
    }
}
