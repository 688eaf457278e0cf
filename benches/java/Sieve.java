// ARGS: 8000000 5
/** Sieve of Eratosthenes over boolean[N], repeated ROUNDS times (array stores, tight loops). */
public class Sieve {
    public static void main(String[] a) {
        int n = a.length > 0 ? Integer.parseInt(a[0]) : 8000000;
        int rounds = a.length > 1 ? Integer.parseInt(a[1]) : 1;
        int count = 0;
        for (int r = 0; r < rounds; r++) {
            boolean[] c = new boolean[n + 1];
            count = 0;
            for (int i = 2; i <= n; i++) {
                if (!c[i]) { count++; for (long j = (long) i * i; j <= n; j += i) c[(int) j] = true; }
            }
        }
        System.out.println(count);
    }
}
