// STDIN: lines.txt
// Reading stdin line by line with BufferedReader(InputStreamReader(System.in)): empty lines,
// tabs, UTF-8 characters, a last line without newline, then EOF (readLine returns null).
import java.io.*;

public class StdinBufferedReader {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
        String line;
        int n = 0, chars = 0;
        while ((line = in.readLine()) != null) {
            n++;
            chars += line.length();
            String[] words = line.trim().split("\\s+");
            System.out.println(n + ": [" + line + "] len=" + line.length() + " words=" + (line.trim().isEmpty() ? 0 : words.length) + " upper=" + line.toUpperCase());
        }
        System.out.println("lines=" + n + " chars=" + chars + " readLine after EOF=" + in.readLine() + " read=" + in.read());
        in.close();
    }
}
