// ARGS: 15
/** Allocation-heavy: the classic binary-trees benchmark. */
public class BinaryTrees {
    static final class Node {
        final Node left, right;
        Node(Node l, Node r) { left = l; right = r; }
        int check() { return left == null ? 1 : 1 + left.check() + right.check(); }
    }
    static Node make(int d) { return d == 0 ? new Node(null, null) : new Node(make(d - 1), make(d - 1)); }
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int maxDepth = Math.max(6, n);
        System.out.println("stretch tree of depth " + (maxDepth + 1) + "\t check: " + make(maxDepth + 1).check());
        Node longLived = make(maxDepth);
        for (int d = 4; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + 4);
            int check = 0;
            for (int i = 0; i < iterations; i++) check += make(d).check();
            System.out.println(iterations + "\t trees of depth " + d + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());
    }
}
