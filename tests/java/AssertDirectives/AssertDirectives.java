// Assertion directives on the command line (-ea, -da, -ea:pkg..., -da:Class, -ea:..., the long
// forms): the last matching directive wins, class directives before package directives, the
// unnamed package; nested classes follow their top-level class; then the class loader's own
// settings (setClassAssertionStatus, setPackageAssertionStatus, setDefaultAssertionStatus,
// clearAssertionStatus), which start from a copy of the command line's directives.
// RJVM-OPTS: -ea -da:p... -ea:p.q... -da:p.q.On -ea:p.q.On -da:p.q.B$Inner -ea:p.q.Off -da:p.q.Off -disableassertions:r... -enableassertions:r.s.S -da:... -ea:Missing -da:nothing.here...
public class AssertDirectives {
    static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }

    static void show(String name, boolean fired, Class<?> c) {
        System.out.println(name + ": asserts " + (fired ? "on" : "off") + ", desiredAssertionStatus " + c.desiredAssertionStatus());
    }

    public static void main(String[] args) {
        show("AssertDirectives", on(), AssertDirectives.class);
        show("Plain", Plain.on(), Plain.class);
        show("p.A", p.A.on(), p.A.class);
        show("p.q.B", p.q.B.on(), p.q.B.class);
        show("p.q.B.Inner", p.q.B.Inner.on(), p.q.B.Inner.class);
        show("p.q.On", p.q.On.on(), p.q.On.class);
        show("p.q.Off", p.q.Off.on(), p.q.Off.class);
        show("r.R", r.R.on(), r.R.class);
        show("r.s.S", r.s.S.on(), r.s.S.class);
        show("r.s.T", r.s.T.on(), r.s.T.class);
        show("t.U", t.U.on(), t.U.class);
        System.out.println("String: " + String.class.desiredAssertionStatus());
        System.out.println("int: " + int.class.desiredAssertionStatus());
        System.out.println("String[]: " + String[].class.desiredAssertionStatus());
        System.out.println("t.U[]: " + t.U[].class.desiredAssertionStatus());
        try {
            p.q.B.check(-1);
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("caught " + e);
        }
        try {
            p.A.check(-1);
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("caught " + e);
        }

        // The loader's settings decide for the classes initialised after them.
        ClassLoader cl = AssertDirectives.class.getClassLoader();
        cl.setClassAssertionStatus("t.V", false);
        show("t.V", t.V.on(), t.V.class);
        show("t.W", t.W.on(), t.W.class);
        show("p.q.C", p.q.C.on(), p.q.C.class);
        show("p.D", p.D.on(), p.D.class);
        show("r.s.S (already initialised)", r.s.S.on(), r.s.S.class);
        // The command line's "-da:..." arrives as the package "" and the loader looks up
        // the unnamed package as null: the loader's default applies.
        show("Late", Late.on(), Late.class);
        System.out.println("t.U[] now: " + t.U[].class.desiredAssertionStatus());
        cl.setPackageAssertionStatus("u", false);
        cl.setPackageAssertionStatus("p", true);
        show("u.X", u.X.on(), u.X.class);
        show("p.E", p.E.on(), p.E.class);
        cl.setDefaultAssertionStatus(false);
        show("u.Y (package u)", u.Y.on(), u.Y.class);
        show("t.Z", t.Z.on(), t.Z.class);
        cl.clearAssertionStatus();
        show("p.q.On after clear", p.q.On.on(), p.q.On.class);
        show("AssertDirectives after clear", on(), AssertDirectives.class);
    }
}

class Plain {
    static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}

class Late {
    static boolean on() {
        boolean b = false;
        assert b = true;
        return b;
    }
}
