// Normal termination: exit code 0, output ending without a newline is flushed at exit
// without an explicit flush, print/println/printf/write variants, System.out.print(char[]).
public class NormalExit {
    public static void main(String[] args) {
        System.out.println();
        System.out.println("line");
        System.out.print('c');
        System.out.print(1);
        System.out.print(2L);
        System.out.print(3.5f);
        System.out.print(4.5);
        System.out.print(true);
        System.out.print(new char[] { 'x', 'y' });
        System.out.print((Object) null);
        System.out.print((String) null);
        System.out.println();
        System.out.println(new char[] { 'a', 'b' });
        System.out.println(42L);
        System.out.println('z');
        System.out.println(1.0f);
        System.out.println(Integer.valueOf(7));
        System.out.printf("%s=%d%n", "k", 5);
        System.out.format("%s|", "format");
        System.out.append("appended").append('!').append("xyz", 0, 1);
        System.out.write('W');
        System.out.write(new byte[] { 'b', 'y', 't', 'e', 's' }, 1, 3);
        System.out.println();
        for (int i = 0; i < 2000; i++) System.out.print(i % 10);
        System.out.println();
        System.out.print("no newline at the very end");
    }
}
