// Sieve of Eratosthenes up to 1,000,000 with boolean[], prime counts per range, twin primes,
// segmented sieve with int[] bitmask, and Goldbach checks.
public class Sieve {
    public static void main(String[] args) {
        int n = 1000000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++) if (!composite[i]) for (int j = i * i; j <= n; j += i) composite[j] = true;
        int count = 0, twins = 0, last = 0;
        long sum = 0;
        int[] perDecade = new int[7];
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++; sum += i;
                if (i - last == 2) twins++;
                last = i;
                perDecade[(int) Math.floor(Math.log10(i))]++;
            }
        }
        System.out.println("primes<=" + n + ": " + count + " sum=" + sum + " twins=" + twins + " largest=" + last);
        System.out.println("per power of ten: " + java.util.Arrays.toString(perDecade));
        int[] bits = new int[(n >> 5) + 1];
        for (int i = 2; (long) i * i <= n; i++) if ((bits[i >> 5] & (1 << (i & 31))) == 0) for (int j = i * i; j <= n; j += i) bits[j >> 5] |= 1 << (j & 31);
        int count2 = 0;
        for (int i = 2; i <= n; i++) if ((bits[i >> 5] & (1 << (i & 31))) == 0) count2++;
        System.out.println("bitmask sieve agrees: " + (count == count2));
        StringBuilder sb = new StringBuilder();
        for (int even = 4; even <= 100; even += 8) {
            for (int p = 2; p <= even / 2; p++) if (!composite[p] && !composite[even - p]) { sb.append(even).append('=').append(p).append('+').append(even - p).append(' '); break; }
        }
        System.out.println(sb);
        sb.setLength(0);
        for (int i = n; i > n - 200; i--) if (!composite[i]) sb.append(i).append(' ');
        System.out.println(sb);
    }
}
