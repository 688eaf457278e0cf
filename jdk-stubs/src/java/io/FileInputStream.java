package java.io;

public class FileInputStream extends InputStream {
    private final FileDescriptor fdObj;
    private final String path;
    private volatile boolean closed;

    public FileInputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null);
    }

    public FileInputStream(File file) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.fdObj = FileDescriptor.ofFd(open0(name));
    }

    public FileInputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
    }

    private native int readBytes(int fd, byte[] b, int off, int len) throws IOException;

    private static native int open0(String path) throws FileNotFoundException;

    private static native void close0(int fd) throws IOException;

    private static native int available0(int fd) throws IOException;

    private int fd() throws IOException {
        int fd = fdObj.fd;
        if (fd == -1) {
            throw new IOException("Stream Closed");
        }
        return fd;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = readBytes(fd(), one, 0, 1);
        return n <= 0 ? -1 : (one[0] & 0xff);
    }

    @Override
    public int read(byte[] b) throws IOException {
        return read(b, 0, b.length);
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        IoUtil.checkRange(b.length, off, len);
        int fd = fd();
        if (len == 0) {
            return 0;
        }
        return readBytes(fd, b, off, len);
    }

    @Override
    public long skip(long n) throws IOException {
        fd();
        return super.skip(n);
    }

    @Override
    public int available() throws IOException {
        return available0(fd());
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        int fd = fdObj.fd;
        if (fd != -1) {
            fdObj.fd = -1;
            close0(fd);
        }
    }

    public final FileDescriptor getFD() throws IOException {
        return fdObj;
    }
}
