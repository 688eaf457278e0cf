package p;

public class PBase {
    int h() {
        return 30;
    }

    public int callH() {
        return h();
    }

    public int viaIface() {
        return ((PIface) this).k();
    }
}
