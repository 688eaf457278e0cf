// ARGS: 4000000 6
/** Sieve of Eratosthenes over int[] flags with int indexes, plus a prime-gap histogram (array loads and stores in tight loops). */
public class ArraySieve {
    public static void main(String[] a) {
        int n = a.length > 0 ? Integer.parseInt(a[0]) : 4000000;
        int rounds = a.length > 1 ? Integer.parseInt(a[1]) : 1;
        long check = 0;
        for (int r = 0; r < rounds; r++) {
            int[] composite = new int[n + 1];
            for (int i = 2; i * i <= n; i++) {
                if (composite[i] == 0) {
                    for (int j = i * i; j <= n; j += i) composite[j] = 1;
                }
            }
            int[] gaps = new int[256];
            int last = 2, count = 0;
            for (int i = 2; i <= n; i++) {
                if (composite[i] == 0) {
                    count++;
                    gaps[(i - last) & 255]++;
                    last = i;
                }
            }
            check = check * 31 + count;
            for (int g = 0; g < gaps.length; g++) check += (long) g * gaps[g];
        }
        System.out.println(check);
    }
}
