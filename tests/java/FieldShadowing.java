// Static and instance field shadowing and hiding: fields are not virtual, static method hiding,
// super.field, ((Base) this).field, interface constants vs class fields, locals shadowing fields.
public class FieldShadowing {
    static class Base {
        String name = "base";
        static String sname = "static-base";
        int value = 1;
        String getName() { return name; }
        static String sget() { return "Base.sget"; }
        String describe() { return "Base sees name=" + name + " value=" + value; }
    }
    static class Sub extends Base {
        String name = "sub";
        static String sname = "static-sub";
        long value = 2;
        @Override String getName() { return name; }
        static String sget() { return "Sub.sget"; }
        String all() { return name + "/" + super.name + "/" + ((Base) this).name + "/" + this.value + "/" + super.value + "/" + sname + "/" + Base.sname; }
    }
    static class SubSub extends Sub {
        String name = "subsub";
        String chain() { return name + " " + super.name + " " + ((Base) this).name + " " + super.getName() + " " + super.describe(); }
    }
    interface Consts { int X = 100; String TAG = "iface"; }
    static class UsesConsts implements Consts {
        int X = 5;   // instance field hides the interface constant
        String show() { return X + " " + Consts.X + " " + TAG; }
    }
    int shadow = 10;
    int shadowTest(int shadow) { int r = shadow + this.shadow; { int inner = shadow * 2; r += inner; } return r; }

    public static void main(String[] args) {
        Sub s = new Sub();
        Base b = s;
        System.out.println(s.name + " " + b.name + " " + s.getName() + " " + b.getName() + " " + s.value + " " + b.value);
        System.out.println(s.all());
        System.out.println(Base.sget() + " " + Sub.sget() + " " + Sub.sname + " " + Base.sname);
        System.out.println(b.describe());
        SubSub ss = new SubSub();
        System.out.println(ss.chain());
        System.out.println(((Sub) ss).name + " " + ((Base) ss).name + " " + ss.getName());
        UsesConsts u = new UsesConsts();
        System.out.println(u.show() + " " + ((Consts) u).X + " " + UsesConsts.TAG);
        System.out.println(new FieldShadowing().shadowTest(3));
        b.name = "changed";
        System.out.println(s.name + " " + ((Base) s).name + " " + s.describe());
        Sub.sname = "mutated";
        System.out.println(Sub.sname + " " + Base.sname);
    }
}
