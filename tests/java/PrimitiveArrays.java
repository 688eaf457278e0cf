// Arrays of every primitive type: default values, stores/loads with narrowing, length,
// System.arraycopy (incl. overlapping), clone, Arrays.toString/equals/fill, for-each.
import java.util.Arrays;

public class PrimitiveArrays {
    public static void main(String[] args) {
        boolean[] zs = new boolean[3]; byte[] bs = new byte[4]; short[] ss = new short[3]; char[] cs = new char[3];
        int[] is = new int[5]; long[] ls = new long[3]; float[] fs = new float[3]; double[] ds = new double[3];
        Object[] os = new Object[2]; String[] strs = new String[2];
        System.out.println(Arrays.toString(zs) + Arrays.toString(bs) + Arrays.toString(ss) + (int) cs[0] + Arrays.toString(is) + Arrays.toString(ls) + Arrays.toString(fs) + Arrays.toString(ds) + Arrays.toString(os) + Arrays.toString(strs));
        for (int i = 0; i < 3; i++) {
            zs[i] = i % 2 == 0; bs[i] = (byte) (i * 100); ss[i] = (short) (i * 20000); cs[i] = (char) ('x' + i);
            is[i] = i * i; ls[i] = (long) i << 40; fs[i] = i / 4f; ds[i] = i / 3.0;
        }
        bs[3] = (byte) 0xff;
        System.out.println(Arrays.toString(zs) + Arrays.toString(bs) + Arrays.toString(ss) + Arrays.toString(cs) + Arrays.toString(is) + Arrays.toString(ls) + Arrays.toString(fs) + Arrays.toString(ds));
        int[] src = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 };
        int[] dst = new int[12];
        System.arraycopy(src, 2, dst, 5, 6);
        System.out.println(Arrays.toString(dst));
        System.arraycopy(src, 0, src, 3, 7);   // overlapping, forward
        System.out.println(Arrays.toString(src));
        System.arraycopy(src, 4, src, 1, 6);   // overlapping, backward
        System.out.println(Arrays.toString(src));
        char[] chars = "hello world".toCharArray();
        char[] cc = new char[5];
        System.arraycopy(chars, 6, cc, 0, 5);
        System.out.println(new String(cc));
        long[] lclone = ls.clone();
        lclone[0] = -1;
        System.out.println(Arrays.toString(ls) + " " + Arrays.toString(lclone) + " " + (ls != lclone) + " " + Arrays.equals(ls, lclone));
        double[] dfill = new double[4];
        Arrays.fill(dfill, 2.5);
        Arrays.fill(dfill, 1, 3, -1);
        System.out.println(Arrays.toString(dfill));
        int sum = 0;
        int[] big = new int[10000];
        for (int i = 0; i < big.length; i++) big[i] = i * 7 % 1000;
        for (int v : big) sum += v;
        System.out.println("sum=" + sum + " len=" + big.length);
        byte[] bytes = new byte[256];
        for (int i = 0; i < 256; i++) bytes[i] = (byte) i;
        long bsum = 0;
        for (byte x : bytes) bsum += x;
        System.out.println("bsum=" + bsum + " " + bytes[200] + " " + (bytes[200] & 0xff));
        short[] shorts = { Short.MIN_VALUE, -1, 0, Short.MAX_VALUE };
        shorts[1] += 70000;
        System.out.println(Arrays.toString(shorts));
        float[] fa = { 1.5f, Float.NaN, -0f };
        float[] fb = { 1.5f, Float.NaN, 0f };
        System.out.println(Arrays.equals(fa, fb) + " " + Arrays.equals(new float[] { Float.NaN }, new float[] { Float.NaN }) + " " + Arrays.equals(new double[] { 0.0 }, new double[] { -0.0 }));
        boolean[] flags = new boolean[64];
        for (int i = 2; i < 64; i++) flags[i] = true;
        for (int i = 2; i * i < 64; i++) if (flags[i]) for (int j = i * i; j < 64; j += i) flags[j] = false;
        StringBuilder primes = new StringBuilder();
        for (int i = 0; i < 64; i++) if (flags[i]) primes.append(i).append(' ');
        System.out.println(primes);
        int[] empty = {};
        System.out.println(empty.length + " " + Arrays.toString(empty) + " " + new int[0].length + " " + Arrays.toString((int[]) null));
        Object arrObj = new int[] { 3, 1, 2 };
        int[] back = (int[]) arrObj;
        System.out.println(back.length + " " + (arrObj instanceof int[]) + " " + (arrObj instanceof Object[]) + " " + arrObj.getClass().getName());
        System.out.println(Arrays.hashCode(new int[] { 1, 2, 3 }) + " " + Arrays.hashCode(new long[] { 1L << 33 }) + " " + Arrays.hashCode(new double[] { 1.5 }) + " " + Arrays.hashCode(new boolean[] { true, false }) + " " + Arrays.hashCode(new char[] { 'a' }));
    }
}
