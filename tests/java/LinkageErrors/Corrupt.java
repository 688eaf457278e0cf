// classes/Corrupt.class is this class with a bad magic number.
public class Corrupt {
    static int value() {
        return 7;
    }
}
