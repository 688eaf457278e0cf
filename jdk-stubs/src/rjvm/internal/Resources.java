package rjvm.internal;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLConnection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Resources of the class path and of the class library, for ClassLoader and Class: the VM
 * finds them (the natives below, in class-path order, jar Class-Path entries included) and
 * gives their URLs, which read through {@link Connection}.
 */
public final class Resources {
    private Resources() {
    }

    /** The {@code jrt:/java.base/...} URL of a resource of the class library, or null. */
    private static native String bootResource0(String name);

    /** The URLs of every class-path entry holding the resource, in class-path order. */
    private static native String[] classPathResources0(String name);

    /** The bytes of a {@code jar:file:...!/name} or {@code jrt:/java.base/name} URL; throws
     * FileNotFoundException (with the JDK's message) if there is no such resource. */
    private static native byte[] read0(String url) throws IOException;

    private static URL url(String s) {
        try {
            return new URL(s);
        } catch (MalformedURLException e) {
            throw new InternalError(e.getMessage());
        }
    }

    public static URL boot(String name) {
        String u = bootResource0(name);
        return u == null ? null : url(u);
    }

    public static URL classPath(String name) {
        String[] all = classPathResources0(name);
        return all.length == 0 ? null : url(all[0]);
    }

    public static Enumeration<URL> classPathAll(String name) {
        List<URL> v = new ArrayList<URL>();
        for (String s : classPathResources0(name)) {
            v.add(url(s));
        }
        return Collections.enumeration(v);
    }

    /** A {@code jar:} or {@code jrt:} URL's contents. */
    public static final class Connection extends URLConnection {
        private byte[] bytes;

        public Connection(URL url) {
            super(url);
        }

        public void connect() throws IOException {
            if (!connected) {
                bytes = read0(url.toExternalForm());
                if (bytes == null) {
                    throw new FileNotFoundException(url.toExternalForm());
                }
                connected = true;
            }
        }

        public InputStream getInputStream() throws IOException {
            connect();
            return new ByteArrayInputStream(bytes);
        }

        public long getContentLengthLong() {
            try {
                connect();
                return bytes.length;
            } catch (IOException e) {
                return -1;
            }
        }
    }
}
