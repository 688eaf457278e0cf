// TIMEOUT: 240
import java.util.Random;
public class FloatToStringSweep {
    public static void main(String[] a) {
        Random r = new Random(12345);
        long h = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300000; i++) {
            double d = Double.longBitsToDouble(r.nextLong());
            float f = Float.intBitsToFloat(r.nextInt());
            double e = r.nextDouble() * Math.pow(10, r.nextInt(40) - 20);
            String s = Double.toString(d) + " " + Float.toString(f) + " " + e + " " + (float) e + " " + (double)(long)(e*1000);
            if (i < 20) System.out.println(s);
            h = h * 31 + s.hashCode();
        }
        System.out.println(h);
    }
}
