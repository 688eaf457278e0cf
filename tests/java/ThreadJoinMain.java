// A non-daemon thread waits for the main thread to end.
public class ThreadJoinMain {
    public static void main(String[] args) {
        final Thread main = Thread.currentThread();
        Thread t = new Thread(() -> {
            try {
                main.join();
                System.out.println("main ended; isAlive=" + main.isAlive() + " state=" + main.getState());
            } catch (InterruptedException e) { }
        });
        t.start();
        System.out.println("main returns");
    }
}
