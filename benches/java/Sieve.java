// ARGS: 8000000
public class Sieve {
    public static void main(String[] a) {
        int n = a.length > 0 ? Integer.parseInt(a[0]) : 8000000;
        boolean[] c = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!c[i]) { count++; for (long j = (long) i * i; j <= n; j += i) c[(int) j] = true; }
        }
        System.out.println(count);
    }
}
