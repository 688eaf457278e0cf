// Resources next to the classes (the classes/ folder is copied into the class directory):
// Class.getResource(AsStream) relative to the class's package and absolute, ClassLoader.getResource(s)
// and getResourceAsStream (no leading '/'), the getSystemResource* statics, the class library's
// resources (a class file) and what the boot loader does not see, URLs (file: URLs whose openStream
// reads the file, relative URL resolution), Properties loaded from a resource, missing resources.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.MalformedURLException;
import java.net.URL;
import java.util.Enumeration;
import java.util.Properties;
import java.util.TreeMap;

import res.Holder;

public class ResourceLoading {
    static String read(InputStream in) throws IOException {
        if (in == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, "UTF-8"))) {
            String line;
            while ((line = r.readLine()) != null) {
                b.append(line).append('|');
            }
        }
        return b.toString();
    }

    /** A URL without the machine's directory: "file:DIR/res/notes.txt". */
    static String where(URL u) throws IOException {
        if (u == null) {
            return "null";
        }
        String s = u.toString();
        URL base = ResourceLoading.class.getResource("/");
        if (base != null && s.startsWith(base.toString())) {
            return u.getProtocol() + ":DIR/" + s.substring(base.toString().length());
        }
        return s;
    }

    public static void main(String[] args) throws Exception {
        Class<?> h = Holder.class;
        ClassLoader cl = h.getClassLoader();
        System.out.println("relative: " + read(h.getResourceAsStream("notes.txt")));
        System.out.println("sub: " + read(h.getResourceAsStream("sub/deep.txt")));
        System.out.println("absolute: " + read(h.getResourceAsStream("/top.properties")));
        System.out.println("not relative to the root: " + read(h.getResourceAsStream("top.properties")));
        System.out.println("loader: " + read(cl.getResourceAsStream("res/notes.txt")));
        System.out.println("loader, leading slash: " + read(cl.getResourceAsStream("/res/notes.txt")));
        System.out.println("system: " + read(ClassLoader.getSystemResourceAsStream("res/sub/deep.txt")));
        System.out.println("dot segments: " + read(cl.getResourceAsStream("res/sub/../notes.txt")));
        System.out.println("missing: " + read(h.getResourceAsStream("nothing.txt")) + " " + where(cl.getResource("nothing/here")));
        System.out.println("url: " + where(h.getResource("notes.txt")));
        System.out.println("system url: " + where(ClassLoader.getSystemResource("top.properties")));
        System.out.println("class file: " + where(h.getResource("Holder.class")));
        URL u = h.getResource("sub/deep.txt");
        System.out.println("openStream: " + read(u.openStream()) + " protocol " + u.getProtocol());
        System.out.println("relative url: " + where(new URL(u, "../notes.txt")) + " " + read(new URL(u, "../notes.txt").openStream()));
        int n = 0;
        for (Enumeration<URL> e = cl.getResources("res/notes.txt"); e.hasMoreElements(); e.nextElement()) {
            n++;
        }
        System.out.println("getResources: " + n + " " + ClassLoader.getSystemResources("none").hasMoreElements());
        Properties p = new Properties();
        try (InputStream in = ResourceLoading.class.getResourceAsStream("/top.properties")) {
            p.load(in);
        }
        System.out.println("properties: " + new TreeMap<Object, Object>(p));
        // The class library: its class files are resources of the boot loader, which does not see
        // the class path.
        System.out.println("String.class: " + (String.class.getResource("String.class") != null) + " " + (Object.class.getResourceAsStream("/java/lang/Object.class") != null));
        System.out.println("boot sees the class path: " + (String.class.getResource("/top.properties") != null));
        System.out.println("loaders: " + (String.class.getClassLoader() == null) + " " + (cl == ClassLoader.getSystemClassLoader()) + " "
            + (Thread.currentThread().getContextClassLoader() == cl) + " " + (int[].class.getClassLoader() == null) + " " + (Holder[].class.getClassLoader() == cl));
        try {
            new URL("nosuch:thing");
        } catch (MalformedURLException e) {
            System.out.println("MalformedURLException: " + e.getMessage());
        }
        try {
            new URL(u, "nope.txt").openStream();
        } catch (IOException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            h.getResourceAsStream(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
    }
}
