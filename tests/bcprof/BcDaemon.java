import java.lang.reflect.Method;

/**
 * A daemon thread still running when the VM exits, and a method called
 * through reflection (Java, then a native, then Java again): the exact
 * profiler takes the live thread's tree at the end, and the reflected
 * method's context sits under the native frames (vm/tests/bcprof.rs).
 */
public class BcDaemon {
    static volatile boolean started;

    static int spin(int x) {
        return x + 1;
    }

    public static int target(int x) {
        return x * 3;
    }

    public static void main(String[] args) throws Exception {
        Thread d = new Thread(() -> {
            int s = 0;
            while (true) {
                s = spin(s);
                started = true;
            }
        });
        d.setDaemon(true);
        d.start();
        while (!started) {
            Thread.yield();
        }
        Method m = BcDaemon.class.getMethod("target", int.class);
        Object r = m.invoke(null, 14);
        System.out.println("ok " + r);
    }
}
