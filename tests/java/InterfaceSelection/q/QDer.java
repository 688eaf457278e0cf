package q;

// classes/: k() is package-private.
public class QDer extends p.PBase implements p.PIface {
    int h() {
        return 31;
    }

    public int k() {
        return 32;
    }

    public int callQ() {
        return h();
    }
}
