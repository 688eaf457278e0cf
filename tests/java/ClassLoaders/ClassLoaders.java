// User-defined class loaders: child-first loading of class-path bytes gives
// distinct runtime classes (separate statics, instanceof/cast across loaders
// fail), parent delegation, defining loader vs initiating loader,
// Class.forName with an explicit loader, resolution of a loaded class's own
// references through its defining loader, duplicate definitions, prohibited
// package names, findLoadedClass, getParent chains.
import java.io.*;

public class ClassLoaders {
    static byte[] bytesOf(String name) throws IOException {
        String cp = System.getProperty("java.class.path");
        File f = new File(cp.split(File.pathSeparator)[0], name.replace('.', '/') + ".class");
        try (InputStream in = new FileInputStream(f)) {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            byte[] b = new byte[4096];
            int k;
            while ((k = in.read(b)) > 0) bo.write(b, 0, k);
            return bo.toByteArray();
        }
    }

    /** Loads Plug* classes itself (child first); everything else from the parent. */
    static class ChildFirst extends ClassLoader {
        int defined;
        ChildFirst(ClassLoader parent) { super(parent); }
        @Override protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && name.startsWith("Plug")) c = findClass(name);
                if (c == null) c = super.loadClass(name, resolve);
                return c;
            }
        }
        @Override protected Class<?> findClass(String name) throws ClassNotFoundException {
            try {
                byte[] b = bytesOf(name);
                defined++;
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaders.class.getClassLoader();
        System.out.println("app loader non-null: " + (app != null));
        System.out.println("String loader: " + String.class.getClassLoader());
        System.out.println("int[] loader: " + int[].class.getClassLoader());
        System.out.println("app parent non-null: " + (app.getParent() != null) + ", grandparent: " + app.getParent().getParent());
        System.out.println("array of app class loader is app: " + (ClassLoaders[].class.getClassLoader() == app));

        ChildFirst a = new ChildFirst(app), b = new ChildFirst(app);
        Class<?> pa = a.loadClass("Plug"), pb = b.loadClass("Plug");
        System.out.println("same name: " + pa.getName().equals(pb.getName()) + ", same class: " + (pa == pb));
        System.out.println("defining loaders: " + (pa.getClassLoader() == a) + " " + (pb.getClassLoader() == b));
        System.out.println("app's Plug is another class: " + (Plug.class != pa) + ", app's loader: " + (Plug.class.getClassLoader() == app));
        Runnable ra = (Runnable) pa.newInstance(), rb = (Runnable) pb.newInstance();
        ra.run(); ra.run(); rb.run(); new Plug().run();
        System.out.println("instanceof across loaders: " + (ra instanceof Plug));
        try {
            Plug p = (Plug) (Object) ra;
            System.out.println("cast succeeded?! " + p);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        // PlugHelper was resolved from Plug's code through loader a.
        System.out.println("helpers defined by a: " + a.defined);
        System.out.println("forName with loader: " + (Class.forName("Plug", false, a) == pa) + " " + (Class.forName("Plug", false, app) == Plug.class));
        System.out.println("forName of array with loader: " + (Class.forName("[LPlug;", false, a).getComponentType() == pa));
        try {
            Class.forName("NoSuchPlugClass", false, a);
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE: " + e.getMessage());
        }
        try {
            Class.forName("bad/name");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE: " + e.getMessage());
        }
        Loader2 l2 = new Loader2(app);
        byte[] bytes = bytesOf("PlugHelper");
        Class<?> h1 = l2.define("PlugHelper", bytes);
        System.out.println("defined PlugHelper, loader ok: " + (h1.getClassLoader() == l2) + ", found loaded: " + (l2.findLoaded("PlugHelper") == h1));
        try {
            l2.define("PlugHelper", bytes);
        } catch (LinkageError e) {
            System.out.println(e.getClass().getName() + " on duplicate definition");
        }
        try {
            l2.define("Wrong", bytes);
        } catch (NoClassDefFoundError e) {
            System.out.println("NoClassDefFoundError: " + e.getMessage());
        }
        try {
            l2.define("java.lang.Evil", bytes);
        } catch (SecurityException e) {
            System.out.println("SecurityException: " + e.getMessage());
        }
        System.out.println("findLoaded unknown: " + l2.findLoaded("Nope"));
        System.out.println("system loader is app: " + (ClassLoader.getSystemClassLoader() == app));
    }

    static class Loader2 extends ClassLoader {
        Loader2(ClassLoader p) { super(p); }
        Class<?> define(String n, byte[] b) { return defineClass(n, b, 0, b.length); }
        Class<?> findLoaded(String n) { return findLoadedClass(n); }
    }
}
