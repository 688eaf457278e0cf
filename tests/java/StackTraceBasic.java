// printStackTrace(System.out) of exceptions created and caught in application code only:
// frames of static methods, instance methods, constructors and static initialisers.
public class StackTraceBasic {
    static class Widget {
        int size;
        Widget(int size) {
            if (size < 0) throw new IllegalArgumentException("negative size " + size);
            this.size = size;
        }
        int grow(int by) {
            return check(size + by);
        }
        private int check(int v) {
            if (v > 100) throw new IllegalStateException("too big: " + v);
            return v;
        }
    }
    static class Holder {
        static int value;
        static {
            value = 5;
        }
        static int compute(int depth) {
            if (depth == 0) {
                throw new UnsupportedOperationException("depth reached");
            }
            return compute(depth - 1) + 1;
        }
    }
    static void level3() {
        throw new RuntimeException("from level3");
    }
    static void level2() {
        level3();
    }
    static void level1() {
        level2();
    }
    public static void main(String[] args) {
        try {
            level1();
        } catch (RuntimeException e) {
            e.printStackTrace(System.out);
        }
        try {
            new Widget(-5);
        } catch (IllegalArgumentException e) {
            e.printStackTrace(System.out);
        }
        try {
            Widget w = new Widget(50);
            w.grow(10);
            w.grow(60);
        } catch (IllegalStateException e) {
            e.printStackTrace(System.out);
        }
        try {
            Holder.compute(3);
        } catch (UnsupportedOperationException e) {
            e.printStackTrace(System.out);
            StackTraceElement[] st = e.getStackTrace();
            System.out.println("frames=" + st.length);
            for (StackTraceElement el : st) {
                System.out.println(el.getClassName() + " | " + el.getMethodName() + " | " + el.getFileName() + " | " + el.getLineNumber());
            }
        }
        Exception made = new Exception("created, not thrown");
        made.printStackTrace(System.out);
        System.out.println("done");
    }
}
