// Threads: ThreadLocal values are per thread (initialValue, withInitial, set/remove), and
// InheritableThreadLocal values are copied to child threads at creation.
public class ThreadLocals {
    static final ThreadLocal<Integer> counter = ThreadLocal.withInitial(() -> 0);
    static final ThreadLocal<StringBuilder> log = new ThreadLocal<StringBuilder>() {
        @Override protected StringBuilder initialValue() { return new StringBuilder(); }
    };
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<String>() {
        @Override protected String childValue(String parentValue) { return parentValue + "+child"; }
    };
    static final ThreadLocal<String> plain = new ThreadLocal<String>();

    public static void main(String[] args) throws InterruptedException {
        counter.set(100);
        inherited.set("main");
        plain.set("main-plain");
        final int n = 4;
        final String[] results = new String[n];
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                StringBuilder sb = new StringBuilder();
                sb.append("start=").append(counter.get());
                for (int k = 0; k < 1000 * (id + 1); k++) counter.set(counter.get() + 1);
                log.get().append("t").append(id);
                sb.append(" end=").append(counter.get());
                sb.append(" log=").append(log.get());
                sb.append(" inherited=").append(inherited.get());
                sb.append(" plain=").append(plain.get());
                counter.remove();
                sb.append(" afterRemove=").append(counter.get());
                results[id] = sb.toString();
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < n; i++) System.out.println("thread " + i + ": " + results[i]);
        System.out.println("main: counter=" + counter.get() + " log='" + log.get() + "' inherited=" + inherited.get() + " plain=" + plain.get());

        // grandchild inherits the child's value
        final String[] deep = new String[2];
        Thread child = new Thread(() -> {
            inherited.set(inherited.get() + "!");
            Thread grandchild = new Thread(() -> deep[1] = inherited.get());
            deep[0] = inherited.get();
            grandchild.start();
            try { grandchild.join(); } catch (InterruptedException e) { }
        });
        child.start();
        child.join();
        System.out.println("child: " + deep[0] + ", grandchild: " + deep[1]);
        inherited.set("changed");
        final String[] late = new String[1];
        Thread t2 = new Thread(() -> late[0] = inherited.get());
        inherited.set("changed-after-create");
        t2.start();
        t2.join();
        System.out.println("value copied at creation: " + late[0]);
    }
}
