/**
 * Math.pow with integer arguments, as HotSpot computes it: exact results
 * where they are doubles, and ties (10^23, 3^34 lie halfway between two
 * doubles) and near-ties rounded as HotSpot rounds them.
 */
public class MathPowIntegers {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int b = -12; b <= 12; b++) {
            for (int n = -40; n <= 64; n++) {
                double r = Math.pow(b, n);
                sb.append(b).append('^').append(n).append(' ').append(r).append('\n');
            }
        }
        for (int n = -30; n <= 40; n++) {
            sb.append("10^").append(n).append(' ').append(Math.pow(10, n)).append(' ').append(Math.pow(0.5, n)).append(' ').append(Math.pow(1.5, n)).append('\n');
        }
        System.out.print(sb);
    }
}
