// Conway's Game of Life on a 40x20 torus: glider, blinker, R-pentomino; prints selected generations
// as ASCII, population counts and a generation hash; detects a period-2 oscillator.
public class GameOfLife {
    static final int W = 40, H = 20;
    static boolean[][] step(boolean[][] g) {
        boolean[][] n = new boolean[H][W];
        for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) {
            int c = 0;
            for (int dy = -1; dy <= 1; dy++) for (int dx = -1; dx <= 1; dx++) if ((dx != 0 || dy != 0) && g[(y + dy + H) % H][(x + dx + W) % W]) c++;
            n[y][x] = g[y][x] ? (c == 2 || c == 3) : c == 3;
        }
        return n;
    }
    static int pop(boolean[][] g) { int p = 0; for (boolean[] row : g) for (boolean b : row) if (b) p++; return p; }
    static String render(boolean[][] g) {
        StringBuilder sb = new StringBuilder();
        for (boolean[] row : g) { for (boolean b : row) sb.append(b ? '#' : '.'); sb.append('\n'); }
        return sb.toString();
    }
    static long hash(boolean[][] g) { long h = 17; for (boolean[] row : g) for (boolean b : row) h = h * 31 + (b ? 1 : 0); return h; }
    public static void main(String[] args) {
        boolean[][] g = new boolean[H][W];
        int[][] glider = { { 0, 1 }, { 1, 2 }, { 2, 0 }, { 2, 1 }, { 2, 2 } };
        for (int[] p : glider) g[p[0] + 1][p[1] + 1] = true;
        for (int x = 30; x < 33; x++) g[3][x] = true;
        int[][] rpent = { { 0, 1 }, { 0, 2 }, { 1, 0 }, { 1, 1 }, { 2, 1 } };
        for (int[] p : rpent) g[p[0] + 9][p[1] + 18] = true;
        StringBuilder pops = new StringBuilder();
        for (int gen = 0; gen <= 120; gen++) {
            if (gen == 0 || gen == 4 || gen == 60 || gen == 120) { System.out.println("generation " + gen + ":"); System.out.print(render(g)); }
            pops.append(pop(g)).append(gen % 20 == 19 ? "\n" : " ");
            g = step(g);
        }
        System.out.println(pops);
        System.out.println("hash=" + hash(g));
        boolean[][] blinker = new boolean[H][W];
        for (int x = 5; x < 8; x++) blinker[10][x] = true;
        boolean[][] b2 = step(step(blinker));
        System.out.println("blinker period 2: " + (hash(b2) == hash(blinker)) + " period 1: " + (hash(step(blinker)) == hash(blinker)));
    }
}
