package q;

public class QDer2 extends QDer {
    public int h() {
        return 33;
    }
}
