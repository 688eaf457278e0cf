// Threads: dining philosophers with forks taken in a global order (no deadlock); each of 5
// philosophers eats 300 times; prints per-philosopher meal counts and fork use totals.
public class ThreadPhilosophers {
    static final int N = 5, MEALS = 300;
    static final Object[] forks = new Object[N];
    static final int[] forkUses = new int[N];
    static int totalMeals;
    static final Object totalLock = new Object();

    public static void main(String[] args) throws InterruptedException {
        for (int i = 0; i < N; i++) forks[i] = new Object();
        final int[] meals = new int[N];
        Thread[] ts = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                int left = id, right = (id + 1) % N;
                int first = Math.min(left, right), second = Math.max(left, right);
                for (int m = 0; m < MEALS; m++) {
                    synchronized (forks[first]) {
                        synchronized (forks[second]) {
                            forkUses[first]++;
                            forkUses[second]++;
                            meals[id]++;
                            if ((m & 63) == 0) Thread.yield();
                        }
                    }
                    synchronized (totalLock) { totalMeals++; }
                }
            }, "philosopher-" + i);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int i = 0; i < N; i++) System.out.println(ts[i].getName() + " ate " + meals[i] + " times");
        int uses = 0;
        for (int i = 0; i < N; i++) { System.out.println("fork " + i + " used " + forkUses[i] + " times"); uses += forkUses[i]; }
        System.out.println("total meals " + totalMeals + ", fork uses " + uses);
    }
}
