// ARGS: 16 5
/** Travelling salesman by depth-first branch and bound over an int[][] distance matrix (recursion, boolean[] visited, pruning). */
public class TspBnB {
    static int n;
    static int[][] dist;
    static boolean[] visited;
    static int[] minOut;
    static int best;
    static long nodes;

    static void search(int city, int depth, int cost, int bound) {
        nodes++;
        if (depth == n) {
            int total = cost + dist[city][0];
            if (total < best) best = total;
            return;
        }
        int[] row = dist[city];
        for (int next = 1; next < n; next++) {
            if (!visited[next]) {
                int c = cost + row[next];
                int b = bound - minOut[city];
                if (c + b < best) {
                    visited[next] = true;
                    search(next, depth + 1, c, b);
                    visited[next] = false;
                }
            }
        }
    }

    public static void main(String[] args) {
        n = args.length > 0 ? Integer.parseInt(args[0]) : 11;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long check = 0;
        int s = 2024;
        for (int r = 0; r < reps; r++) {
            dist = new int[n][n];
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) {
                    s = s * 1103515245 + 12345;
                    dist[i][j] = i == j ? 0 : 10 + ((s >>> 16) % 90);
                }
            minOut = new int[n];
            int bound = 0;
            for (int i = 0; i < n; i++) {
                int mo = Integer.MAX_VALUE;
                for (int j = 0; j < n; j++) if (i != j && dist[i][j] < mo) mo = dist[i][j];
                minOut[i] = mo;
                bound += mo;
            }
            visited = new boolean[n];
            visited[0] = true;
            best = Integer.MAX_VALUE;
            search(0, 1, 0, bound);
            check = check * 1000003 + best;
        }
        System.out.println(best + " " + nodes + " " + check);
    }
}
