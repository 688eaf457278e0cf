package p_q;

public class Mangled {
    public static native int twice(int x);

    public static native String dollar$_$();

    public static native void missingToo(String s, long j);

    public static class Nested {
        public static native String name();
    }
}
