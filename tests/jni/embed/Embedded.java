// Called by embed.c, a C program that creates the VM with JNI_CreateJavaVM.
public class Embedded {
    static int calls;

    public static int run(String[] args) {
        calls++;
        Thread me = Thread.currentThread();
        System.out.println("Java: run(" + String.join(",", args) + ") on thread " + me.getName() + " in group "
                + me.getThreadGroup().getName() + ", daemon " + me.isDaemon());
        System.out.println("Java: embed.prop=" + System.getProperty("embed.prop") + ", java.class.path ends with classes: "
                + System.getProperty("java.class.path").endsWith("classes"));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("Java: shutdown hook runs")));
        return args.length * 10;
    }

    public static void fail(String why) {
        throw new IllegalArgumentException(why);
    }

    /** A non-daemon thread the VM must wait for in DestroyJavaVM. */
    public static void startWorker() {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            System.out.println("Java: worker finished (calls=" + calls + ")");
        }, "worker");
        t.start();
    }

    public static String fromThread(int n) {
        calls++;
        return "hello from " + Thread.currentThread().getName() + " #" + n;
    }
}
