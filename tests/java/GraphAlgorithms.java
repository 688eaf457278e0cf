// Graph algorithms on a seeded random weighted graph: BFS levels, iterative and recursive DFS,
// Dijkstra with PriorityQueue, topological sort (Kahn), connected components (union-find),
// Kruskal MST, Floyd-Warshall on a small graph, and cycle detection.
import java.util.*;

public class GraphAlgorithms {
    static int[] parent;
    static int find(int x) { while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; } return x; }
    static void dfs(List<List<int[]>> g, int u, boolean[] seen, List<Integer> order) {
        seen[u] = true; order.add(u);
        for (int[] e : g.get(u)) if (!seen[e[0]]) dfs(g, e[0], seen, order);
    }
    public static void main(String[] args) {
        int n = 60;
        Random r = new Random(77);
        List<List<int[]>> g = new ArrayList<List<int[]>>();
        for (int i = 0; i < n; i++) g.add(new ArrayList<int[]>());
        List<int[]> edges = new ArrayList<int[]>();
        for (int i = 0; i < 150; i++) {
            int a = r.nextInt(n), b = r.nextInt(n), w = 1 + r.nextInt(50);
            if (a == b) continue;
            g.get(a).add(new int[] { b, w }); g.get(b).add(new int[] { a, w });
            edges.add(new int[] { a, b, w });
        }
        int[] level = new int[n];
        Arrays.fill(level, -1);
        ArrayDeque<Integer> q = new ArrayDeque<Integer>();
        q.add(0); level[0] = 0;
        while (!q.isEmpty()) { int u = q.poll(); for (int[] e : g.get(u)) if (level[e[0]] < 0) { level[e[0]] = level[u] + 1; q.add(e[0]); } }
        System.out.println("BFS levels: " + Arrays.toString(level));
        List<Integer> order = new ArrayList<Integer>();
        dfs(g, 0, new boolean[n], order);
        System.out.println("DFS order (" + order.size() + "): " + order);
        Deque<Integer> stack = new ArrayDeque<Integer>();
        boolean[] seen = new boolean[n];
        List<Integer> iter = new ArrayList<Integer>();
        stack.push(0);
        while (!stack.isEmpty()) { int u = stack.pop(); if (seen[u]) continue; seen[u] = true; iter.add(u); for (int i = g.get(u).size() - 1; i >= 0; i--) if (!seen[g.get(u).get(i)[0]]) stack.push(g.get(u).get(i)[0]); }
        System.out.println("iterative DFS same as recursive: " + iter.equals(order));
        long[] dist = new long[n];
        int[] prev = new int[n];
        Arrays.fill(dist, Long.MAX_VALUE); Arrays.fill(prev, -1);
        dist[0] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<long[]>((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        pq.add(new long[] { 0, 0 });
        int pops = 0;
        while (!pq.isEmpty()) {
            long[] cur = pq.poll(); pops++;
            int u = (int) cur[1];
            if (cur[0] > dist[u]) continue;
            for (int[] e : g.get(u)) if (dist[u] + e[1] < dist[e[0]]) { dist[e[0]] = dist[u] + e[1]; prev[e[0]] = u; pq.add(new long[] { dist[e[0]], e[0] }); }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append(dist[i] == Long.MAX_VALUE ? "inf" : String.valueOf(dist[i])).append(' ');
        System.out.println("Dijkstra: " + sb + "(pops=" + pops + ")");
        int target = n - 1;
        LinkedList<Integer> path = new LinkedList<Integer>();
        for (int v = target; v != -1; v = prev[v]) path.addFirst(v);
        System.out.println("path to " + target + ": " + path);
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        edges.sort((a, b) -> a[2] != b[2] ? a[2] - b[2] : a[0] != b[0] ? a[0] - b[0] : a[1] - b[1]);
        long mst = 0; int used = 0;
        for (int[] e : edges) { int a = find(e[0]), b = find(e[1]); if (a != b) { parent[a] = b; mst += e[2]; used++; } }
        Set<Integer> roots = new TreeSet<Integer>();
        for (int i = 0; i < n; i++) roots.add(find(i));
        System.out.println("MST weight=" + mst + " edges=" + used + " components=" + roots.size());
        int m = 8;
        List<List<Integer>> dag = new ArrayList<List<Integer>>();
        for (int i = 0; i < m; i++) dag.add(new ArrayList<Integer>());
        int[][] deps = { { 0, 3 }, { 1, 3 }, { 3, 4 }, { 2, 4 }, { 4, 5 }, { 4, 6 }, { 6, 7 }, { 1, 2 } };
        int[] indeg = new int[m];
        for (int[] d : deps) { dag.get(d[0]).add(d[1]); indeg[d[1]]++; }
        PriorityQueue<Integer> ready = new PriorityQueue<Integer>();
        for (int i = 0; i < m; i++) if (indeg[i] == 0) ready.add(i);
        List<Integer> topo = new ArrayList<Integer>();
        while (!ready.isEmpty()) { int u = ready.poll(); topo.add(u); for (int v : dag.get(u)) if (--indeg[v] == 0) ready.add(v); }
        System.out.println("topological order: " + topo + " acyclic=" + (topo.size() == m));
        int k = 6;
        long INF = Long.MAX_VALUE / 4;
        long[][] fw = new long[k][k];
        for (long[] row : fw) Arrays.fill(row, INF);
        for (int i = 0; i < k; i++) fw[i][i] = 0;
        int[][] small = { { 0, 1, 7 }, { 0, 2, 9 }, { 0, 5, 14 }, { 1, 2, 10 }, { 1, 3, 15 }, { 2, 3, 11 }, { 2, 5, 2 }, { 3, 4, 6 }, { 4, 5, 9 } };
        for (int[] e : small) { fw[e[0]][e[1]] = e[2]; fw[e[1]][e[0]] = e[2]; }
        for (int via = 0; via < k; via++) for (int i = 0; i < k; i++) for (int j = 0; j < k; j++) if (fw[i][via] + fw[via][j] < fw[i][j]) fw[i][j] = fw[i][via] + fw[via][j];
        System.out.println("Floyd-Warshall: " + Arrays.deepToString(fw));
    }
}
