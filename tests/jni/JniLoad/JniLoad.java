// Loading libraries: System.loadLibrary and System.load, JNI_OnLoad (run once per library, its
// version checked, its exception propagated), a library without JNI_OnLoad, and the errors:
// a missing library, a relative path, a missing file, a file that is no library, a directory
// separator in a library name, an unsupported JNI version.
import java.io.File;
import java.io.FileOutputStream;

public class JniLoad {
    static void say(String s) {
        System.out.println(s);
    }

    static native int loadCount();
    static native String plain();

    static void tryLoad(String what, Runnable r) {
        try {
            r.run();
            say(what + ": loaded");
        } catch (UnsatisfiedLinkError e) {
            say(what + ": " + e);
        } catch (RuntimeException e) {
            say(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        String dir = new File(".").getCanonicalPath();
        tryLoad("loadLibrary nosuchlib", () -> System.loadLibrary("nosuchlib"));
        tryLoad("load relative", () -> System.load("libjniload.so"));
        tryLoad("load missing file", () -> System.load(dir + "/libmissing.so"));
        FileOutputStream out = new FileOutputStream("libnotalib.so");
        out.write("this is not a shared library\n".getBytes());
        out.close();
        tryLoad("load a text file", () -> System.load(dir + "/libnotalib.so"));
        tryLoad("loadLibrary with a separator", () -> System.loadLibrary("sub/jniload"));
        tryLoad("loadLibrary badversion", () -> System.loadLibrary("badversion"));
        tryLoad("loadLibrary badversion again", () -> System.loadLibrary("badversion"));
        tryLoad("loadLibrary throwing", () -> System.loadLibrary("throwing"));
        tryLoad("loadLibrary jniload", () -> System.loadLibrary("jniload"));
        tryLoad("loadLibrary jniload again", () -> System.loadLibrary("jniload"));
        tryLoad("load jniload by path", () -> System.load(dir + "/libjniload.so"));
        tryLoad("load jniload by another path", () -> System.load(dir + "/./libjniload.so"));
        say("JNI_OnLoad ran " + loadCount() + " time(s)");
        tryLoad("loadLibrary noonload", () -> System.loadLibrary("noonload"));
        say("plain " + plain());
        tryLoad("Runtime.loadLibrary jniload", () -> Runtime.getRuntime().loadLibrary("jniload"));
        say("System.mapLibraryName " + System.mapLibraryName("x"));
    }
}
