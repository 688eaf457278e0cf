// invokedynamic string concatenation with 50 mixed-type arguments (StringBuilder chain with --release 8),
// recipes with constants containing \u0001/\u0002, and long concatenations in loops.
public class IndyConcatMany {
    public static void main(String[] args) {
        int i0 = -100;
        long l1 = -93L;
        char c2 = 'C';
        double d3 = -79.25;
        boolean z4 = true;
        String s5 = "s5";
        float f6 = -58.5f;
        byte b7 = (byte) -51;
        short h8 = (short) -44;
        Object o9 = Integer.valueOf(-37);
        int i10 = -30;
        long l11 = -23L;
        char c12 = 'M';
        double d13 = -9.25;
        boolean z14 = true;
        String s15 = "s15";
        float f16 = 12.5f;
        byte b17 = (byte) 19;
        short h18 = (short) 26;
        Object o19 = Integer.valueOf(33);
        int i20 = 40;
        long l21 = 47L;
        char c22 = 'W';
        double d23 = 61.25;
        boolean z24 = false;
        String s25 = "s25";
        float f26 = 82.5f;
        byte b27 = (byte) 89;
        short h28 = (short) 96;
        Object o29 = Integer.valueOf(103);
        int i30 = 110;
        long l31 = 117L;
        char c32 = 'G';
        double d33 = 131.25;
        boolean z34 = true;
        String s35 = "s35";
        float f36 = 152.5f;
        byte b37 = (byte) 159;
        short h38 = (short) 166;
        Object o39 = Integer.valueOf(173);
        int i40 = 180;
        long l41 = 187L;
        char c42 = 'Q';
        double d43 = 201.25;
        boolean z44 = true;
        String s45 = "s45";
        float f46 = 222.5f;
        byte b47 = (byte) 229;
        short h48 = (short) 236;
        Object o49 = Integer.valueOf(243);
        String r1 = i0 + "|" + l1 + "|" + c2 + "|" + d3 + "|" + z4 + "|" + s5 + "|" + f6 + "|" + b7 + "|" + h8 + "|" + o9 + "|" + i10 + "|" + l11 + "|" + c12 + "|" + d13 + "|" + z14 + "|" + s15 + "|" + f16 + "|" + b17 + "|" + h18 + "|" + o19 + "|" + i20 + "|" + l21 + "|" + c22 + "|" + d23 + "|" + z24;
        System.out.println(r1);
        String r2 = "<" + s25 + f26 + b27 + h28 + o29 + i30 + l31 + c32 + d33 + z34 + s35 + f36 + b37 + h38 + o39 + i40 + l41 + c42 + d43 + z44 + s45 + f46 + b47 + h48 + o49 + ">";
        System.out.println(r2);
        String all = "start\u0001" + i0 + l1 + c2 + d3 + z4 + s5 + f6 + b7 + h8 + o9 + i10 + l11 + c12 + d13 + z14 + s15 + f16 + b17 + h18 + o19 + i20 + l21 + c22 + d23 + z24 + s25 + f26 + b27 + h28 + o29 + i30 + l31 + c32 + d33 + z34 + s35 + f36 + b37 + h38 + o39 + i40 + l41 + c42 + d43 + z44 + s45 + f46 + b47 + h48 + o49 + "\u0002end";
        System.out.println(all.length() + " " + all.replace('\u0001', '#').replace('\u0002', '$'));
        for (int k = 0; k < 5; k++) {
            i0 += k; l1 *= 3; c2++; d3 /= 2; z4 = !z4; s5 = s5 + k; f6 -= 1; b7 += 50; h8 *= 2; o9 = "o" + k;
            System.out.println(i0 + "," + l1 + "," + c2 + "," + d3 + "," + z4 + "," + s5 + "," + f6 + "," + b7 + "," + h8 + "," + o9 + "," + null + "," + k + "!");
        }
    }
}
