import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.apache.commons.io.ByteOrderMark;
import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.HexDump;
import org.apache.commons.io.IOUtils;
import org.apache.commons.io.LineIterator;
import org.apache.commons.io.filefilter.SuffixFileFilter;
import org.apache.commons.io.filefilter.TrueFileFilter;
import org.apache.commons.io.input.BOMInputStream;
import org.apache.commons.io.output.CountingOutputStream;

/** Apache Commons IO: files and directories, streams, file names. */
public class CommonsIoDemo {
    public static void main(String[] args) throws IOException {
        File root = new File("io-work");
        FileUtils.deleteDirectory(root);
        File sub = new File(root, "a/b");
        FileUtils.forceMkdir(sub);
        FileUtils.writeStringToFile(new File(root, "one.txt"), "first line\nsecond line\nthird\n", StandardCharsets.UTF_8);
        FileUtils.writeLines(new File(sub, "two.txt"), "UTF-8", List.of("alpha", "beta", "gamma"));
        FileUtils.writeByteArrayToFile(new File(sub, "data.bin"), new byte[] { 0, 1, 2, 3, (byte) 0xff });
        FileUtils.copyFile(new File(root, "one.txt"), new File(root, "a/copy.txt"));

        List<String> names = new ArrayList<>();
        Collection<File> files = FileUtils.listFiles(root, TrueFileFilter.INSTANCE, TrueFileFilter.INSTANCE);
        for (File f : files) names.add(root.toPath().relativize(f.toPath()) + " " + f.length());
        Collections.sort(names);
        System.out.println("files: " + names);
        System.out.println("txt files: " + FileUtils.listFiles(root, new SuffixFileFilter(".txt"), TrueFileFilter.INSTANCE).size());
        System.out.println("size of directory: " + FileUtils.sizeOfDirectory(root));
        System.out.println("read: " + FileUtils.readLines(new File(sub, "two.txt"), StandardCharsets.UTF_8));
        System.out.println("contentEquals: " + FileUtils.contentEquals(new File(root, "one.txt"), new File(root, "a/copy.txt")));
        System.out.println("checksum: " + FileUtils.checksumCRC32(new File(root, "one.txt")));

        try (LineIterator it = FileUtils.lineIterator(new File(root, "one.txt"), "UTF-8")) {
            int n = 0;
            while (it.hasNext()) System.out.println("line " + (++n) + ": " + it.nextLine());
        }

        System.out.println("extension: " + FilenameUtils.getExtension("archive.tar.gz") + " base: " + FilenameUtils.getBaseName("/x/y/report.pdf"));
        System.out.println("normalize: " + FilenameUtils.normalize("/a/b/../c/./d.txt") + " concat: " + FilenameUtils.concat("/base", "../other/f"));
        System.out.println("wildcard: " + FilenameUtils.wildcardMatch("Main.java", "*.jav?") + " " + FilenameUtils.wildcardMatch("Main.class", "*.java"));

        byte[] bom = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'h', 'i' };
        try (BOMInputStream in = new BOMInputStream(new ByteArrayInputStream(bom))) {
            System.out.println("bom: " + in.hasBOM(ByteOrderMark.UTF_8) + " text: " + IOUtils.toString(in, StandardCharsets.UTF_8));
        }
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (CountingOutputStream out = new CountingOutputStream(sink); InputStream in = new ByteArrayInputStream("0123456789".repeat(50).getBytes(StandardCharsets.US_ASCII))) {
            long copied = IOUtils.copyLarge(in, out);
            System.out.println("copied: " + copied + " counted: " + out.getByteCount());
        }
        ByteArrayOutputStream dump = new ByteArrayOutputStream();
        HexDump.dump("Hello, hex dump!".getBytes(StandardCharsets.US_ASCII), 0, dump, 0);
        System.out.print(dump.toString(StandardCharsets.US_ASCII));
        System.out.println("toByteArray: " + IOUtils.toByteArray(new ByteArrayInputStream(new byte[] { 7, 8, 9 })).length);

        FileUtils.deleteDirectory(root);
        System.out.println("deleted: " + !root.exists());
    }
}
