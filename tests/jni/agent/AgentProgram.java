// The program tests/jni/agent/jni_agent.c profiles: a worker thread, and a native method that
// asks the agent for a heap dump while it holds JNI references.
public class AgentProgram {
    static native String dumpHere(Object arg);

    static native void attachThread();

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jni_agent");
        Thread t = new Thread(() -> System.out.println("worker runs"), "worker-1");
        t.start();
        t.join();
        attachThread();
        System.out.println("native: " + dumpHere(new StringBuilder("an argument")));
    }
}
