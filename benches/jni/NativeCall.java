// The cost of a native call: Java -> empty native method -> Java, and a few variants. Each loop
// runs n calls (argument); the program prints nanoseconds per call and a checksum.
public class NativeCall {
    static native void empty();

    static native int add(int a, int b);

    native Object echo(Object o);

    static native int callJava(int x);

    static int javaSide(int x) {
        return x + 1;
    }

    static int javaAdd(int a, int b) {
        return a + b;
    }

    interface Loop {
        long run(int n);
    }

    static void time(String what, int n, Loop l) {
        l.run(n / 10); // warm-up (binds the native, decodes the loop)
        long t0 = System.nanoTime();
        long sum = l.run(n);
        long ns = System.nanoTime() - t0;
        System.out.println(String.format("%-28s %8.1f ns/call  (checksum %d)", what, (double) ns / n, sum));
    }

    public static void main(String[] args) {
        System.loadLibrary("nativecall");
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        NativeCall me = new NativeCall();
        time("empty static native", n, k -> {
            for (int i = 0; i < k; i++) {
                empty();
            }
            return k;
        });
        time("native add(int, int)", n, k -> {
            long s = 0;
            for (int i = 0; i < k; i++) {
                s += add(i, 1);
            }
            return s;
        });
        time("native echo(Object)", n, k -> {
            long s = 0;
            for (int i = 0; i < k; i++) {
                s += me.echo(me) == me ? 1 : 0;
            }
            return s;
        });
        time("native calling Java", n / 4, k -> {
            long s = 0;
            for (int i = 0; i < k; i++) {
                s += callJava(i);
            }
            return s;
        });
        time("Java add(int, int)", n, k -> {
            long s = 0;
            for (int i = 0; i < k; i++) {
                s += javaAdd(i, 1);
            }
            return s;
        });
    }
}
