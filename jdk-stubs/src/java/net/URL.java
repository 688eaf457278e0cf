package java.net;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A Uniform Resource Locator, parsed and printed as the JDK's URL does (protocol, authority,
 * path, query, reference; relative specs resolved against a context, "." and ".." segments
 * removed). The protocols are those of the JDK; rjvm can open {@code file:}, {@code jar:file:}
 * and {@code jrt:} URLs (the class loaders' resources), and no network ones.
 */
public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    private static final String[] PROTOCOLS = {"file", "jar", "jrt", "http", "https", "ftp", "mailto"};

    private final String protocol;
    private final String authority;
    private final String userInfo;
    private final String host;
    private final int port;
    private final String path;
    private final String query;
    private final String ref;

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        this(null, protocol + ":" + (host != null && (host.length() > 0 || "file".equals(protocol)) ? "//" + host + (port == -1 ? "" : ":" + port) : "") + file);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        String original = spec;
        if (spec == null) {
            throw new NullPointerException();
        }
        spec = spec.trim();
        if (spec.regionMatches(true, 0, "url:", 0, 4)) {
            spec = spec.substring(4);
        }
        String ref = null;
        int hash = spec.indexOf('#');
        if (hash >= 0) {
            ref = spec.substring(hash + 1);
            spec = spec.substring(0, hash);
        }
        String proto = scheme(spec);
        String rest = proto == null ? spec : spec.substring(proto.length() + 1);
        // A spec of the context's own scheme is relative to it (a hierarchical context).
        boolean relative = context != null && (proto == null || proto.equals(context.protocol));
        if (relative && proto != null && !"jar".equals(proto) && (context.path == null || !context.path.startsWith("/"))) {
            relative = false;
        }
        if (!relative && proto == null) {
            throw new MalformedURLException("no protocol: " + original);
        }
        String p = relative ? context.protocol : proto;
        if (!known(p)) {
            throw new MalformedURLException("unknown protocol: " + p);
        }
        this.protocol = p;
        String auth = null;
        String pth;
        String qry = null;
        if ("jar".equals(p)) {
            pth = jarPath(relative ? context : null, rest, original);
        } else {
            boolean ownAuthority = rest.startsWith("//");
            if (ownAuthority) {
                int end = 2;
                while (end < rest.length() && rest.charAt(end) != '/' && rest.charAt(end) != '?') {
                    end++;
                }
                auth = rest.substring(2, end);
                rest = rest.substring(end);
            } else if (relative) {
                auth = context.authority;
            }
            int q = rest.indexOf('?');
            if (q >= 0) {
                qry = rest.substring(q + 1);
                rest = rest.substring(0, q);
            }
            if (relative && !ownAuthority && !rest.startsWith("/")) {
                // Relative to the context's path: its directory, or the path
                // itself (and its query) for an empty spec.
                String base = context.path == null ? "" : context.path;
                if (rest.isEmpty()) {
                    rest = base;
                    if (q < 0) {
                        qry = context.query;
                    }
                } else {
                    int slash = base.lastIndexOf('/');
                    rest = (slash >= 0 ? base.substring(0, slash + 1) : "/") + rest;
                }
            }
            pth = normalize(rest);
        }
        this.authority = auth;
        String ui = null;
        String h = auth == null ? "" : auth;
        int at = h.lastIndexOf('@');
        if (at >= 0) {
            ui = h.substring(0, at);
            h = h.substring(at + 1);
        }
        int pt = -1;
        int colon = h.lastIndexOf(':');
        if (colon >= 0 && h.indexOf(']') < colon) {
            String ps = h.substring(colon + 1);
            h = h.substring(0, colon);
            if (!ps.isEmpty()) {
                try {
                    pt = Integer.parseInt(ps);
                } catch (NumberFormatException e) {
                    throw new MalformedURLException("For input string: \"" + ps + "\"");
                }
            }
        }
        this.userInfo = ui;
        this.host = h;
        this.port = pt;
        this.path = pth;
        this.query = qry;
        this.ref = ref;
    }

    private static boolean known(String p) {
        for (String k : PROTOCOLS) {
            if (k.equals(p)) {
                return true;
            }
        }
        return false;
    }

    /** The lower-cased scheme of a spec, or null if it has none. */
    private static String scheme(String spec) {
        for (int i = 0; i < spec.length(); i++) {
            char c = spec.charAt(i);
            if (c == ':') {
                return i == 0 ? null : spec.substring(0, i).toLowerCase();
            }
            boolean ok = Character.isLetter(c) || (i > 0 && (Character.isDigit(c) || c == '+' || c == '-' || c == '.'));
            if (!ok) {
                return null;
            }
        }
        return null;
    }

    /** A jar URL's path: {@code <url>!/<entry>}, relative specs resolved against the entry. */
    private static String jarPath(URL context, String rest, String original) throws MalformedURLException {
        if (context == null) {
            int bang = rest.indexOf("!/");
            if (bang < 0) {
                throw new MalformedURLException("no !/ in spec");
            }
            new URL(rest.substring(0, bang));
            return rest.substring(0, bang + 2) + normalize(rest.substring(bang + 2));
        }
        String base = context.path;
        int bang = base.indexOf("!/");
        String jar = base.substring(0, bang + 1);
        String entry = base.substring(bang + 1);
        if (rest.startsWith("/")) {
            entry = rest;
        } else {
            entry = entry.substring(0, entry.lastIndexOf('/') + 1) + rest;
        }
        return jar + normalize(entry);
    }

    /** Removes "." and ".." segments (a ".." above the root stays). */
    private static String normalize(String p) {
        if (p.indexOf("./") < 0 && !p.endsWith("/.") && !p.endsWith("/..")) {
            return p;
        }
        boolean abs = p.startsWith("/");
        String[] parts = p.split("/", -1);
        java.util.ArrayList<String> out = new java.util.ArrayList<String>();
        for (int i = 0; i < parts.length; i++) {
            String s = parts[i];
            boolean last = i == parts.length - 1;
            if (s.equals(".")) {
                if (last) {
                    out.add("");
                }
            } else if (s.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..") && !(out.size() == 1 && out.get(0).isEmpty())) {
                    out.remove(out.size() - 1);
                } else if (!abs) {
                    out.add(s);
                }
                if (last) {
                    out.add("");
                }
            } else if (!(s.isEmpty() && i > 0 && !last)) {
                out.add(s);
            }
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < out.size(); i++) {
            if (i > 0 || (abs && !out.get(0).isEmpty())) {
                b.append('/');
            }
            b.append(out.get(i));
        }
        String r = b.toString();
        return abs && !r.startsWith("/") ? "/" + r : r;
    }

    public String getProtocol() {
        return protocol;
    }

    public String getAuthority() {
        return authority;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        if ("http".equals(protocol)) {
            return 80;
        }
        if ("https".equals(protocol)) {
            return 443;
        }
        if ("ftp".equals(protocol)) {
            return 21;
        }
        return -1;
    }

    public String getPath() {
        return path;
    }

    public String getQuery() {
        return query;
    }

    public String getFile() {
        return query == null ? path : path + "?" + query;
    }

    public String getRef() {
        return ref;
    }

    public String toExternalForm() {
        StringBuilder b = new StringBuilder(protocol).append(':');
        if (authority != null && authority.length() > 0) {
            b.append("//").append(authority);
        }
        b.append(getFile());
        if (ref != null) {
            b.append('#').append(ref);
        }
        return b.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    public boolean equals(Object o) {
        return o instanceof URL && toExternalForm().equals(((URL) o).toExternalForm());
    }

    public int hashCode() {
        return toExternalForm().hashCode();
    }

    public boolean sameFile(URL other) {
        return other != null && protocol.equals(other.protocol) && host.equalsIgnoreCase(other.host) && port == other.port && getFile().equals(other.getFile());
    }

    public URLConnection openConnection() throws IOException {
        if ("file".equals(protocol)) {
            if (host.length() > 0 && !host.equals("localhost")) {
                throw new UnknownServiceException("rjvm: cannot open a file: URL on host " + host);
            }
            return new FileConnection(this, decode(path));
        }
        if ("jar".equals(protocol) || "jrt".equals(protocol)) {
            return new rjvm.internal.Resources.Connection(this);
        }
        throw new UnknownServiceException("rjvm: no handler for " + protocol + " URLs");
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    /** Percent-decodes a URL path (UTF-8). */
    static String decode(String s) {
        if (s.indexOf('%') < 0) {
            return s;
        }
        byte[] out = new byte[s.length() * 3];
        int n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                out[n++] = (byte) Integer.parseInt(s.substring(i + 1, i + 3), 16);
                i += 2;
            } else {
                byte[] b = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                System.arraycopy(b, 0, out, n, b.length);
                n += b.length;
            }
        }
        return new String(out, 0, n, StandardCharsets.UTF_8);
    }

    /** A {@code file:} URL: the file, read with FileInputStream. */
    private static final class FileConnection extends URLConnection {
        private final String file;

        FileConnection(URL url, String file) {
            super(url);
            this.file = file;
        }

        public void connect() throws IOException {
            if (!new java.io.File(file).exists()) {
                throw new java.io.FileNotFoundException(file + " (No such file or directory)");
            }
            connected = true;
        }

        public InputStream getInputStream() throws IOException {
            connect();
            return new FileInputStream(file);
        }

        public long getContentLengthLong() {
            return new java.io.File(file).length();
        }
    }
}
