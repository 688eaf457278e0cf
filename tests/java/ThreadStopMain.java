// Thread.stop of the main thread by another thread while main sleeps: main ends with the
// uncaught ThreadDeath, which prints nothing, and the exit code is 1.
public class ThreadStopMain {
    public static void main(String[] args) throws Exception {
        final Thread main = Thread.currentThread();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
            }
            main.stop();
        }, "stopper");
        stopper.start();
        System.out.println("main sleeping");
        Thread.sleep(100000);
        System.out.println("not reached");
    }
}
