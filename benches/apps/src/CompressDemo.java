import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.ArchiveStreamFactory;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipFile;
import org.apache.commons.compress.compressors.CompressorStreamFactory;
import org.apache.commons.compress.utils.IOUtils;
import org.apache.commons.compress.utils.SeekableInMemoryByteChannel;

/** Apache Commons Compress (with XZ for Java): zip, tar, gzip, bzip2, xz, deflate. */
public class CompressDemo {
    static byte[] text(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) sb.append("line ").append(i).append(": the quick brown fox ").append(i * 7919 % 1000).append('\n');
        return sb.toString().getBytes(StandardCharsets.US_ASCII);
    }

    static long crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return c.getValue();
    }

    public static void main(String[] args) throws Exception {
        byte[] a = text(2000), b = text(300);
        ByteArrayOutputStream zip = new ByteArrayOutputStream();
        try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(zip)) {
            for (Object[] e : new Object[][] { { "docs/a.txt", a, ZipArchiveOutputStream.DEFLATED }, { "docs/b.txt", b, ZipArchiveOutputStream.STORED }, { "empty/", new byte[0], ZipArchiveOutputStream.STORED } }) {
                ZipArchiveEntry entry = new ZipArchiveEntry((String) e[0]);
                byte[] data = (byte[]) e[1];
                entry.setMethod((Integer) e[2]);
                entry.setTime(1_600_000_000_000L);
                if ((Integer) e[2] == ZipArchiveOutputStream.STORED) {
                    entry.setSize(data.length);
                    entry.setCrc(crc(data));
                }
                z.putArchiveEntry(entry);
                z.write(data);
                z.closeArchiveEntry();
            }
        }
        System.out.println("zip: " + zip.size() + " bytes, crc " + crc(zip.toByteArray()));
        try (ZipFile zf = new ZipFile(new SeekableInMemoryByteChannel(zip.toByteArray()))) {
            for (ZipArchiveEntry e : java.util.Collections.list(zf.getEntries())) {
                byte[] back = IOUtils.toByteArray(zf.getInputStream(e));
                System.out.println("  " + e.getName() + " method " + e.getMethod() + " size " + e.getSize() + " compressed " + e.getCompressedSize() + " crc ok " + (crc(back) == e.getCrc()));
            }
        }

        ByteArrayOutputStream tar = new ByteArrayOutputStream();
        try (TarArchiveOutputStream t = new TarArchiveOutputStream(tar)) {
            t.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            String longName = "deep/" + "directory/".repeat(12) + "file.txt";
            for (String name : new String[] { "a.txt", longName }) {
                TarArchiveEntry e = new TarArchiveEntry(name);
                e.setSize(b.length);
                e.setModTime(1_600_000_000_000L);
                e.setUserName("rjvm");
                t.putArchiveEntry(e);
                t.write(b);
                t.closeArchiveEntry();
            }
        }
        System.out.println("tar: " + tar.size() + " bytes");
        for (String kind : new String[] { CompressorStreamFactory.GZIP, CompressorStreamFactory.BZIP2, CompressorStreamFactory.XZ, CompressorStreamFactory.DEFLATE }) {
            ByteArrayOutputStream packed = new ByteArrayOutputStream();
            try (OutputStream out = new CompressorStreamFactory().createCompressorOutputStream(kind, packed)) {
                out.write(tar.toByteArray());
            }
            byte[] unpacked;
            try (InputStream in = new CompressorStreamFactory().createCompressorInputStream(kind, new ByteArrayInputStream(packed.toByteArray()))) {
                unpacked = IOUtils.toByteArray(in);
            }
            String same = java.util.Arrays.equals(unpacked, tar.toByteArray()) ? "round trip ok" : "ROUND TRIP FAILED";
            System.out.println(kind + ": " + (kind.equals(CompressorStreamFactory.GZIP) ? "" : packed.size() + " bytes, ") + same);
            if (kind.equals(CompressorStreamFactory.GZIP)) {
                try (ArchiveInputStream ai = new ArchiveStreamFactory().createArchiveInputStream("tar", new ByteArrayInputStream(unpacked))) {
                    ArchiveEntry e;
                    while ((e = ai.getNextEntry()) != null) System.out.println("  " + e.getName() + " " + e.getSize() + " " + e.getLastModifiedDate().getTime());
                }
            }
        }
    }
}
