// Binary trees benchmark (allocation heavy) with max depth 12: stretch tree, many short-lived
// trees of increasing depth, and a long-lived tree, printing node-count checks.
public class BinaryTrees {
    static final class Node {
        final Node left, right;
        Node(Node l, Node r) { left = l; right = r; }
        int check() { return left == null ? 1 : 1 + left.check() + right.check(); }
    }
    static Node create(int depth) { return depth == 0 ? new Node(null, null) : new Node(create(depth - 1), create(depth - 1)); }
    public static void main(String[] args) {
        int maxDepth = 12, minDepth = 4;
        int stretch = maxDepth + 1;
        System.out.println("stretch tree of depth " + stretch + "\t check: " + create(stretch).check());
        Node longLived = create(maxDepth);
        for (int d = minDepth; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + minDepth);
            int check = 0;
            for (int i = 1; i <= iterations; i++) check += create(d).check();
            System.out.println(iterations + "\t trees of depth " + d + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());
    }
}
