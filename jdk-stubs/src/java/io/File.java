package java.io;

public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = resolve(normalize(parent), normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            this.path = resolve(parent.path, normalize(child));
        } else {
            this.path = normalize(child);
        }
    }

    /** Removes duplicate slashes and a trailing slash, as the JDK does on Unix. */
    private static String normalize(String p) {
        int n = p.length();
        boolean clean = true;
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                clean = false;
                break;
            }
            prev = c;
        }
        if (clean && (n <= 1 || p.charAt(n - 1) != '/')) {
            return p;
        }
        StringBuilder sb = new StringBuilder(n);
        prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        int len = sb.length();
        if (len > 1 && sb.charAt(len - 1) == '/') {
            sb.setLength(len - 1);
        }
        return sb.toString();
    }

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        if (parent.isEmpty()) {
            return "/" + child;
        }
        return parent + '/' + child;
    }

    private static native boolean exists0(String path);

    private static native long length0(String path);

    private static native boolean isDirectory0(String path);

    public String getName() {
        int index = path.lastIndexOf(separatorChar);
        return path.substring(index + 1);
    }

    public String getParent() {
        int index = path.lastIndexOf(separatorChar);
        if (index < 0) {
            return null;
        }
        if (index == 0) {
            return path.length() > 1 ? path.substring(0, 1) : null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        if (dir == null) {
            dir = "";
        }
        return resolve(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        String abs = getAbsolutePath();
        String[] parts = abs.split("/");
        String[] stack = new String[parts.length];
        int top = 0;
        for (String part : parts) {
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (top > 0) {
                    top--;
                }
                continue;
            }
            stack[top++] = part;
        }
        if (top == 0) {
            return "/";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < top; i++) {
            sb.append('/').append(stack[i]);
        }
        return sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    public boolean exists() {
        return !path.isEmpty() && exists0(path);
    }

    public boolean isDirectory() {
        return !path.isEmpty() && isDirectory0(path);
    }

    public boolean isFile() {
        return !path.isEmpty() && exists0(path) && !isDirectory0(path);
    }

    public boolean canRead() {
        return exists();
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long length() {
        if (path.isEmpty()) {
            return 0L;
        }
        return length0(path);
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    @Override
    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    @Override
    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    @Override
    public String toString() {
        return path;
    }
}
