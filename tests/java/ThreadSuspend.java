// Thread.suspend/resume: a suspended busy thread executes nothing until resumed, a thread
// suspended right after start and one that suspends itself run on when resumed, and suspend
// and resume of a thread that has not started or has ended do nothing.
import java.util.concurrent.CountDownLatch;

public class ThreadSuspend {
    static volatile long counter;
    static volatile boolean quit;
    static volatile boolean selfResumed;

    public static void main(String[] args) throws Exception {
        // Suspended right after start.
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
            }
            System.out.println("resumed thread done");
        });
        t.start();
        t.suspend();
        t.resume();
        t.join();

        // A busy thread: frozen while suspended.
        final CountDownLatch ready = new CountDownLatch(1);
        Thread busy = new Thread(() -> {
            ready.countDown();
            while (!quit) {
                counter++;
            }
        }, "busy");
        busy.start();
        ready.await();
        for (int round = 0; round < 3; round++) {
            busy.suspend();
            long c1 = counter;
            Thread.sleep(30);
            long c2 = counter;
            System.out.println("round " + round + ": frozen " + (c1 == c2));
            busy.resume();
            long start = System.nanoTime();
            while (counter == c2 && System.nanoTime() - start < 10_000_000_000L) {
                Thread.sleep(1);
            }
            System.out.println("round " + round + ": running again " + (counter != c2));
        }
        busy.suspend();
        busy.suspend();
        busy.resume();
        quit = true;
        busy.join();
        System.out.println("busy ended");

        // A thread that suspends itself: resumed from here, until it is past the suspend.
        Thread self = new Thread(() -> {
            Thread.currentThread().suspend();
            selfResumed = true;
        }, "self");
        self.start();
        while (!selfResumed) {
            self.resume();
            Thread.sleep(1);
        }
        self.join();
        System.out.println("self-suspended thread resumed");

        // Not started, ended.
        Thread unborn = new Thread(() -> System.out.println("unborn ran"));
        unborn.suspend();
        unborn.resume();
        unborn.start();
        unborn.join();
        unborn.suspend();
        unborn.resume();
        System.out.println("end");
    }
}
