package java.io;

public class FileOutputStream extends OutputStream {
    private final FileDescriptor fdObj;
    private final String path;
    private volatile boolean closed;

    public FileOutputStream(String name) throws FileNotFoundException {
        this(name != null ? new File(name) : null, false);
    }

    public FileOutputStream(String name, boolean append) throws FileNotFoundException {
        this(name != null ? new File(name) : null, append);
    }

    public FileOutputStream(File file) throws FileNotFoundException {
        this(file, false);
    }

    public FileOutputStream(File file, boolean append) throws FileNotFoundException {
        String name = (file != null ? file.getPath() : null);
        if (name == null) {
            throw new NullPointerException();
        }
        if (name.indexOf('\u0000') >= 0) {
            throw new FileNotFoundException("Invalid file path");
        }
        this.path = name;
        this.fdObj = FileDescriptor.ofFd(open0(name, append));
    }

    public FileOutputStream(FileDescriptor fdObj) {
        if (fdObj == null) {
            throw new NullPointerException();
        }
        this.fdObj = fdObj;
        this.path = null;
    }

    private native void writeBytes(int fd, byte[] b, int off, int len) throws IOException;

    private static native int open0(String path, boolean append) throws FileNotFoundException;

    private static native void close0(int fd) throws IOException;

    private int fd() throws IOException {
        int fd = fdObj.fd;
        if (fd == -1) {
            throw new IOException("Stream Closed");
        }
        return fd;
    }

    @Override
    public void write(int b) throws IOException {
        byte[] one = new byte[1];
        one[0] = (byte) b;
        writeBytes(fd(), one, 0, 1);
    }

    @Override
    public void write(byte[] b) throws IOException {
        writeBytes(fd(), b, 0, b.length);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
        IoUtil.checkRange(b.length, off, len);
        if (len == 0) {
            fd();
            return;
        }
        writeBytes(fd(), b, off, len);
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
