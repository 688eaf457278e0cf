public class Native {
    static native int nat(int x);
    native String inst();
}
