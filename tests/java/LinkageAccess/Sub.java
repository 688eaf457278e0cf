public class Sub extends p.Lib {
    static String viaSubclass() { return p.Lib.prot(); }
    String viaThis() { return protInst() + " " + protField; }
}
