// An autoflush PrintStream flushes at every print, newline or not (the JDK's print writes through
// write(byte[], int, int), which flushes): System.out/System.err text without a newline reaches the file descriptor
// before bytes written to it directly afterwards; over a buffered stream, which calls flush and which do not
// (write(int) without a newline, a stream without autoflush).
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;

public class PrintAutoFlush {
    static ByteArrayOutputStream bytes;

    static PrintStream stream(boolean autoFlush) {
        bytes = new ByteArrayOutputStream();
        return new PrintStream(new BufferedOutputStream(bytes, 1024), autoFlush);
    }

    public static void main(String[] args) throws Exception {
        FileOutputStream rawOut = new FileOutputStream(FileDescriptor.out);
        FileOutputStream rawErr = new FileOutputStream(FileDescriptor.err);
        System.err.print("err1 ");
        rawErr.write("raw-err\n".getBytes());
        System.out.print("out1 ");
        rawOut.write("raw1 ".getBytes());
        System.out.print(42);
        System.out.print('c');
        System.out.print(new char[] {'x', 'y'});
        System.out.printf(" %d ", 7);
        System.out.append("app");
        rawOut.write(" raw2\n".getBytes());
        System.out.write('w');
        System.out.write(' ');
        System.out.flush();
        rawOut.write("raw3\n".getBytes());

        PrintStream ps = stream(true);
        ps.print("abc");
        System.out.println("autoflush print(String): " + bytes.size());
        ps.print(new char[] {'d', 'e'});
        System.out.println("print(char[]): " + bytes.size());
        ps.print(1.5);
        System.out.println("print(double): " + bytes.size());
        ps.format("%s", "fmt");
        System.out.println("format: " + bytes.size());
        ps.append('z');
        System.out.println("append(char): " + bytes.size());
        ps.write('q');
        System.out.println("write(int): " + bytes.size());
        ps.write('\n');
        System.out.println("write('\\n'): " + bytes.size());
        ps.write(new byte[] {65, 66}, 0, 2);
        System.out.println("write(byte[]): " + bytes.size());
        ps.println("end");
        System.out.println("println: " + bytes.size() + " " + bytes.toString().replace("\n", "|"));

        ps = stream(false);
        ps.print("abc");
        ps.println("def");
        ps.write(new byte[] {65, 66}, 0, 2);
        System.out.println("no autoflush: " + bytes.size());
        ps.flush();
        System.out.println("after flush: " + bytes.size());
    }
}
