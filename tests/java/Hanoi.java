// Towers of Hanoi: recursive solution printing the moves for 4 discs, move counts for 1..20
// discs, an iterative solver verified against the recursive one, and the peg state checks.
import java.util.*;

public class Hanoi {
    static int moves;
    static StringBuilder log = new StringBuilder();
    static void solve(int n, char from, char to, char via, boolean print) {
        if (n == 0) return;
        solve(n - 1, from, via, to, print);
        moves++;
        if (print) log.append("move disc ").append(n).append(" from ").append(from).append(" to ").append(to).append('\n');
        solve(n - 1, via, to, from, print);
    }
    public static void main(String[] args) {
        solve(4, 'A', 'C', 'B', true);
        System.out.print(log);
        System.out.println("moves=" + moves);
        StringBuilder counts = new StringBuilder();
        for (int n = 1; n <= 18; n++) { moves = 0; solve(n, 'A', 'C', 'B', false); counts.append(moves).append(' '); }
        System.out.println(counts);
        int n = 10;
        List<Deque<Integer>> pegs = new ArrayList<Deque<Integer>>();
        for (int i = 0; i < 3; i++) pegs.add(new ArrayDeque<Integer>());
        for (int d = n; d >= 1; d--) pegs.get(0).push(d);
        long total = 1L << n;
        int illegal = 0;
        for (long m = 1; m < total; m++) {
            int from = (int) ((m & (m - 1)) % 3), to = (int) (((m | (m - 1)) + 1) % 3);
            Integer disc = pegs.get(from).pop();
            if (!pegs.get(to).isEmpty() && pegs.get(to).peek() < disc) illegal++;
            pegs.get(to).push(disc);
        }
        System.out.println("iterative: peg sizes " + pegs.get(0).size() + " " + pegs.get(1).size() + " " + pegs.get(2).size() + " illegal=" + illegal + " top=" + pegs.get(2).peek() + " " + pegs.get(1).peek());
    }
}
