// In-memory I/O: StringWriter + PrintWriter (print/println/printf/flush/append), ByteArrayOutputStream
// + PrintStream (UTF-8 encoding, write, reset), printStackTrace into a PrintWriter.
import java.io.*;

public class IOStreams {
    public static void main(String[] args) throws IOException {
        StringWriter sw = new StringWriter();
        PrintWriter pw = new PrintWriter(sw);
        pw.print("a");
        pw.print(1);
        pw.println(2.5);
        pw.printf("%05d|%s%n", 42, "x");
        pw.println(new char[] { 'c', 'h' });
        pw.flush();
        System.out.print(sw.toString().replace(System.getProperty("line.separator"), "\\n\n"));
        System.out.println("sw length=" + sw.toString().length() + " buffer=" + sw.getBuffer().length());
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos, true, "UTF-8");
        ps.println("caf\u00e9");
        ps.print(true);
        ps.write(65);
        ps.flush();
        byte[] bytes = bos.toByteArray();
        System.out.println("bytes=" + bytes.length + " " + java.util.Arrays.toString(bytes) + " str=" + bos.toString("UTF-8").replace('\n', '/') + " size=" + bos.size());
        bos.reset();
        bos.write(new byte[] { 1, 2, 3, 4, 5 }, 1, 3);
        System.out.println(java.util.Arrays.toString(bos.toByteArray()));
        StringWriter sw2 = new StringWriter();
        new RuntimeException("to writer").printStackTrace(new PrintWriter(sw2, true));
        System.out.println("trace first line: " + sw2.toString().split("\n")[0]);
        Writer w = new StringWriter();
        w.write("abc");
        w.write('d');
        w.append("ef").append('g');
        w.write("xyz", 1, 1);
        System.out.println(w);
    }
}
