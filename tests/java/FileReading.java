// Reading files in tests/java/data (the working directory): FileReader + BufferedReader line by
// line, FileInputStream byte by byte and in blocks, InputStreamReader with UTF-8,
// FileNotFoundException message for a missing file, try-with-resources closing.
import java.io.*;
import java.util.*;

public class FileReading {
    public static void main(String[] args) throws IOException {
        try (BufferedReader br = new BufferedReader(new FileReader("table.csv"))) {
            String header = br.readLine();
            System.out.println("header: " + Arrays.toString(header.split(",")));
            Map<String, Integer> byDept = new TreeMap<String, Integer>();
            Map<String, Integer> counts = new TreeMap<String, Integer>();
            String line;
            while ((line = br.readLine()) != null) {
                String[] f = line.split(",");
                int salary = Integer.parseInt(f[3]);
                byDept.merge(f[2], salary, Integer::sum);
                counts.merge(f[2], 1, Integer::sum);
                System.out.printf("%-3s %-6s %-12s %,9d%n", f[0], f[1], f[2], salary);
            }
            for (Map.Entry<String, Integer> e : byDept.entrySet())
                System.out.printf("%s: total=%d avg=%.2f%n", e.getKey(), e.getValue(), e.getValue() / (double) counts.get(e.getKey()));
        }
        long total = 0;
        int count = 0, newlines = 0;
        try (FileInputStream in = new FileInputStream("words.txt")) {
            int b;
            while ((b = in.read()) != -1) { total += b; count++; if (b == '\n') newlines++; }
        }
        System.out.println("words.txt bytes=" + count + " sum=" + total + " newlines=" + newlines);
        try (FileInputStream in = new FileInputStream("words.txt")) {
            byte[] buf = new byte[100];
            int n, blocks = 0, last = 0;
            while ((n = in.read(buf)) > 0) { blocks++; last = n; }
            System.out.println("blocks=" + blocks + " last=" + last);
        }
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new FileInputStream("lines.txt"), "UTF-8"))) {
            String l;
            int n = 0;
            while ((l = r.readLine()) != null) System.out.println(++n + " [" + l + "] " + l.length());
        }
        try {
            new FileReader("does-not-exist.txt");
            System.out.println("unexpected");
        } catch (FileNotFoundException e) {
            System.out.println("FNFE: " + e.getMessage());
        }
        try {
            new FileInputStream("missing/dir/file.bin");
        } catch (FileNotFoundException e) {
            System.out.println("FNFE: " + e.getMessage());
        }
        try (FileReader fr = new FileReader("numbers.txt")) {
            char[] cbuf = new char[16];
            int n = fr.read(cbuf);
            System.out.println("first chars: " + n + " [" + new String(cbuf, 0, n).replace('\n', '/') + "]");
            System.out.println("next char '" + (char) fr.read() + "'");
        }
    }
}
