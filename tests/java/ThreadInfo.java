// Threads: names (default Thread-N numbering, setName), priorities (inheritance, setPriority
// range checks), ids (main is 1, unique and increasing), getState NEW/RUNNABLE/TERMINATED,
// toString, thread groups, currentThread inside run, start twice.
public class ThreadInfo {
    public static void main(String[] args) throws InterruptedException {
        Thread main = Thread.currentThread();
        System.out.println(main.getName() + " id=" + main.getId() + " prio=" + main.getPriority() + " state=" + main.getState() + " group=" + main.getThreadGroup().getName());
        System.out.println(main);
        Thread a = new Thread(() -> { });
        Thread b = new Thread(() -> { });
        Thread c = new Thread(() -> { }, "custom");
        Thread d = new Thread(() -> { });
        System.out.println(a.getName() + " " + b.getName() + " " + c.getName() + " " + d.getName());
        System.out.println("ids increasing: " + (a.getId() > main.getId() && b.getId() > a.getId() && c.getId() > b.getId() && d.getId() > c.getId()));
        System.out.println("states: " + a.getState() + " alive=" + a.isAlive());
        a.setName("renamed");
        System.out.println("renamed: " + a.getName() + " " + a);
        try { a.setPriority(11); } catch (IllegalArgumentException e) { System.out.println("setPriority(11): " + e.getClass().getSimpleName()); }
        try { a.setPriority(0); } catch (IllegalArgumentException e) { System.out.println("setPriority(0): " + e.getClass().getSimpleName()); }
        a.setPriority(Thread.MAX_PRIORITY);
        b.setPriority(Thread.MIN_PRIORITY);
        System.out.println("priorities: " + a.getPriority() + " " + b.getPriority() + " " + c.getPriority());

        final String[] inside = new String[3];
        Thread p = new Thread(() -> {
            Thread self = Thread.currentThread();
            inside[0] = self.getName() + " state " + self.getState() + " prio " + self.getPriority();
            Thread kid = new Thread(() -> { });
            inside[1] = "child inherits prio " + kid.getPriority() + ", group " + kid.getThreadGroup().getName();
        }, "parent");
        p.setPriority(7);
        p.start();
        p.join();
        System.out.println(inside[0]);
        System.out.println(inside[1]);
        System.out.println("after join: " + p.getState() + " alive=" + p.isAlive() + " " + p);
        try {
            p.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("start twice: " + e.getClass().getName());
        }

        // a subclass overriding run
        class Worker extends Thread {
            int result;
            Worker(String name) { super(name); }
            @Override public void run() { for (int i = 1; i <= 10; i++) result += i; }
        }
        Worker w = new Worker("worker");
        w.start();
        w.join();
        System.out.println(w.getName() + " result " + w.result + " state " + w.getState());

        // run() called directly runs on the caller
        final String[] who = new String[1];
        Thread direct = new Thread(() -> who[0] = Thread.currentThread().getName(), "not-started");
        direct.run();
        System.out.println("direct run executed by " + who[0] + ", state " + direct.getState());

        // a thread in its own group
        ThreadGroup g = new ThreadGroup("workers");
        Thread inGroup = new Thread(g, () -> { }, "grouped");
        System.out.println(inGroup + " parent group " + g.getParent().getName());
        Thread[] ids = new Thread[20];
        long prev = main.getId();
        boolean unique = true;
        for (int i = 0; i < ids.length; i++) {
            ids[i] = new Thread(() -> { });
            if (ids[i].getId() <= prev) unique = false;
            prev = ids[i].getId();
        }
        System.out.println("20 more ids increasing: " + unique);
        System.out.println("next default name: " + new Thread(() -> { }).getName());
    }
}
