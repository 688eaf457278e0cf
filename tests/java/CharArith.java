// char arithmetic: promotion to int, char + int in concatenation vs arithmetic, increments,
// char comparison, Unicode escapes, casts, Caesar cipher.
public class CharArith {
    public static void main(String[] args) {
        char a = 'a';
        System.out.println(a + 1);
        System.out.println((char) (a + 1));
        System.out.println("" + a + 1);
        System.out.println(a + 'b' + "c" + 'd' + 'e');
        char c = 'x';
        c++;
        c += 1;
        System.out.println(c + " " + (int) c + " " + (c > 'y') + " " + (char) 65 + (char) 0x263A);
        StringBuilder sb = new StringBuilder();
        for (char ch = 'A'; ch <= 'Z'; ch += 3) sb.append(ch);
        System.out.println(sb);
        String msg = "Hello, World! Zebra-xyz";
        StringBuilder enc = new StringBuilder();
        for (int i = 0; i < msg.length(); i++) {
            char ch = msg.charAt(i);
            if (ch >= 'a' && ch <= 'z') ch = (char) ('a' + (ch - 'a' + 13) % 26);
            else if (ch >= 'A' && ch <= 'Z') ch = (char) ('A' + (ch - 'A' + 13) % 26);
            enc.append(ch);
        }
        System.out.println(enc);
        int digitSum = 0;
        for (char ch : "9081726354".toCharArray()) digitSum += ch - '0';
        System.out.println("digitSum=" + digitSum);
        char max = Character.MAX_VALUE, min = Character.MIN_VALUE;
        System.out.println((int) max + " " + (int) min + " " + (int) (char) (max + 1) + " " + (int) (char) -1);
        char[] word = { 'j', 'a', 'v', 'a' };
        System.out.println(word.length + " " + String.valueOf(word) + " " + new String(word, 1, 2) + " " + word[0] + word[3]);
        System.out.println('\t' + 0 + " " + (int) '\n' + " " + (int) '\\' + " " + (int) '\'' + " " + (int) '"' + " " + (int) '\u00e9' + " " + (int) '\0');
        int h = 0;
        for (char ch = 0; ch < 2000; ch++) h = h * 31 + (ch ^ (ch >> 3));
        System.out.println("h=" + h);
        char ternary = true ? 'T' : 'F';
        int mixed = false ? 'a' : 1000000;
        System.out.println(ternary + " " + mixed);
        System.out.println(Character.toChars(66)[0] + "" + (char) ('a' - 32) + Character.toUpperCase('q') + Character.forDigit(11, 16) + Character.digit('f', 16));
    }
}
