// ExceptionDescribe (it prints the pending exception like an uncaught one, on the error stream,
// and clears it; nothing without one), then FatalError from a native method called by an
// instance method: the message and the Java stack go to the output stream after what the
// program printed, and the VM aborts.
public class JniFatal {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jnifatal");
    }

    static native boolean describe(String msg);
    static native void fatal(String msg);

    void inner() {
        fatal("something went badly wrong");
    }

    public static void main(String[] args) {
        say("describe: pending afterwards " + describe("described"));
        say("describe without an exception: pending afterwards " + describe(null));
        say("about to fail");
        System.out.print("unterminated output ");
        new JniFatal().inner();
        say("not reached");
    }
}
