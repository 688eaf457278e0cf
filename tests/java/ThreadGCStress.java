// Threads + GC: 3 threads each build and discard many binary trees (allocation heavy) while
// keeping one long-lived tree; checksums printed in a fixed order after join.
public class ThreadGCStress {
    static final class Node {
        final Node left, right;
        final int value;
        Node(Node l, Node r, int v) { left = l; right = r; value = v; }
        long check() { return left == null ? value : value + left.check() - right.check(); }
        int count() { return left == null ? 1 : 1 + left.count() + right.count(); }
    }

    static Node build(int depth, int v) {
        return depth == 0 ? new Node(null, null, v) : new Node(build(depth - 1, 2 * v - 1), build(depth - 1, 2 * v), v);
    }

    public static void main(String[] args) throws InterruptedException {
        final int threads = 3;
        final long[] checks = new long[threads];
        final int[] nodes = new int[threads];
        final String[] longLived = new String[threads];
        final int[][] arrays = new int[threads][];
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                Node keep = build(10, id + 1);
                long c = 0;
                int n = 0;
                for (int i = 0; i < 60; i++) {
                    Node tmp = build(4 + (i + id) % 7, i);
                    c += tmp.check();
                    n += tmp.count();
                    int[] junk = new int[64 + i];
                    for (int k = 0; k < junk.length; k++) junk[k] = k * i;
                    c += junk[junk.length - 1];
                    StringBuilder sb = new StringBuilder();
                    for (int k = 0; k < 20; k++) sb.append(k).append(',');
                    c += sb.length();
                }
                checks[id] = c;
                nodes[id] = n;
                longLived[id] = keep.count() + "/" + keep.check();
                int[] a = new int[1000];
                for (int k = 0; k < a.length; k++) a[k] = k ^ id;
                arrays[id] = a;
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        for (int t = 0; t < threads; t++) {
            long s = 0;
            for (int v : arrays[t]) s += v;
            System.out.println("thread " + t + ": check " + checks[t] + ", nodes " + nodes[t] + ", long-lived " + longLived[t] + ", array sum " + s);
        }
        System.gc();
        System.out.println("main tree after gc: " + build(12, 1).count());
    }
}
