// java.util.Random with fixed seeds: nextInt, nextInt(bound) incl. powers of two, nextLong,
// nextDouble, nextFloat, nextBoolean, nextGaussian, nextBytes, setSeed, and a Monte Carlo estimate.
import java.util.Random;

public class RandomSeq {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 20; i++) sb.append(r.nextInt(100)).append(' ');
        System.out.println("nextInt(100): " + sb);
        sb.setLength(0);
        for (int i = 0; i < 10; i++) sb.append(r.nextInt(64)).append(' ').append(r.nextInt(1 << 30)).append(' ').append(r.nextInt(Integer.MAX_VALUE)).append(' ');
        System.out.println("bounds: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextLong()).append(' ');
        System.out.println("nextLong: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextDouble()).append(' ');
        System.out.println("nextDouble: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) sb.append(r.nextFloat()).append(' ');
        System.out.println("nextFloat: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 16; i++) sb.append(r.nextBoolean() ? '1' : '0');
        System.out.println("nextBoolean: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 6; i++) sb.append(r.nextGaussian()).append(' ');
        System.out.println("nextGaussian: " + sb);
        byte[] bytes = new byte[10];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + java.util.Arrays.toString(bytes));
        r.setSeed(42);
        System.out.println("after setSeed(42): " + r.nextInt() + " " + r.nextInt(100));
        Random a = new Random(12345), b = new Random(12345);
        boolean same = true;
        for (int i = 0; i < 1000; i++) if (a.nextLong() != b.nextLong()) same = false;
        System.out.println("same sequence: " + same);
        Random mc = new Random(2718);
        int inside = 0, n = 200000;
        for (int i = 0; i < n; i++) { double x = mc.nextDouble(), y = mc.nextDouble(); if (x * x + y * y <= 1) inside++; }
        System.out.println("inside=" + inside + " pi~" + String.format("%.4f", 4.0 * inside / n));
        int[] hist = new int[10];
        Random h = new Random(0);
        for (int i = 0; i < 10000; i++) hist[h.nextInt(10)]++;
        System.out.println("hist: " + java.util.Arrays.toString(hist));
        Random neg = new Random(-1L);
        System.out.println(neg.nextInt() + " " + new Random(0).nextInt() + " " + new Random(Long.MAX_VALUE).nextLong() + " " + new Random(Long.MIN_VALUE).nextDouble());
        try { r.nextInt(0); } catch (IllegalArgumentException e) { System.out.println("nextInt(0): " + e.getMessage()); }
    }
}
