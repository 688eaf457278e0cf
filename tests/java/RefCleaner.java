// NO-RELEASE8
// (Cleaner is Java 9.)
// java.lang.ref.Cleaner: an action runs once its object became phantom reachable, on the cleaner's
// daemon thread; clean() runs it at most once, explicitly or not; a cleaner made with a ThreadFactory
// uses that factory's thread; actions that throw do not stop the cleaner; null arguments are
// rejected. Waits with latches, so the output does not depend on when collections happen.
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

public class RefCleaner {
    static final TreeSet<String> ran = new TreeSet<String>();
    static final List<String> threads = new ArrayList<String>();
    static volatile CountDownLatch latch;

    /** A cleaning action must not refer to its object: it only knows a name. */
    static final class Action implements Runnable {
        final String name;

        Action(String name) {
            this.name = name;
        }

        public void run() {
            Thread t = Thread.currentThread();
            synchronized (ran) {
                ran.add(name);
                threads.add(withoutNumber(t.getName()) + (t.isDaemon() ? " daemon" : ""));
            }
            CountDownLatch l = latch;
            if (l != null) {
                l.countDown();
            }
            if (name.startsWith("throws")) {
                throw new RuntimeException("ignored");
            }
        }
    }

    /** "Cleaner-0" becomes "Cleaner-N". */
    static String withoutNumber(String s) {
        int end = s.length();
        while (end > 0 && Character.isDigit(s.charAt(end - 1))) {
            end--;
        }
        return end < s.length() ? s.substring(0, end) + "N" : s;
    }

    static Cleaner.Cleanable register(Cleaner c, String name) {
        return c.register(new int[16], new Action(name));
    }

    static boolean await() throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            System.gc();
            if (latch.await(50, TimeUnit.MILLISECONDS)) {
                return true;
            }
        }
        return false;
    }

    static void print(String what) {
        synchronized (ran) {
            System.out.println(what + ": " + ran + " on " + new TreeSet<String>(threads));
            ran.clear();
            threads.clear();
        }
    }

    public static void main(String[] args) throws Exception {
        Cleaner cleaner = Cleaner.create();

        // Objects that become unreachable: their actions run on the cleaner's thread.
        latch = new CountDownLatch(4);
        for (int i = 0; i < 3; i++) {
            register(cleaner, "gone" + i);
        }
        register(cleaner, "throws");
        System.out.println("all ran: " + await());
        print("automatic");

        // clean() runs the action now, on the caller's thread, and only once.
        Object kept = new Object();
        latch = null;
        Cleaner.Cleanable c = cleaner.register(kept, new Action("explicit"));
        c.clean();
        c.clean();
        print("explicit");
        kept = null;
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        Thread.sleep(100);
        print("after the object died");

        // An action that already ran automatically does not run again.
        latch = new CountDownLatch(1);
        Cleaner.Cleanable later = register(cleaner, "once");
        await();
        later.clean();
        print("once");

        // A cleaner with its own thread factory.
        Cleaner custom = Cleaner.create(new ThreadFactory() {
            public Thread newThread(Runnable r) {
                return new Thread(r, "custom-cleaner");
            }
        });
        latch = new CountDownLatch(1);
        register(custom, "custom");
        await();
        print("custom");

        try {
            cleaner.register(null, new Action("x"));
        } catch (NullPointerException e) {
            System.out.println("null object: " + e.getMessage());
        }
        try {
            cleaner.register(new Object(), null);
        } catch (NullPointerException e) {
            System.out.println("null action: " + e.getMessage());
        }
        try {
            Cleaner.create(null);
        } catch (NullPointerException e) {
            System.out.println("null factory: " + e.getMessage());
        }
    }
}
