// GC-A-LOT: 3
// Threads and JNI: Java threads running natives at once (allocating through JNI while others
// collect); threads created by native code (pthreads) that attach with AttachCurrentThread and
// AttachCurrentThreadAsDaemon (names, thread groups), call Java, keep global references, lock
// monitors with MonitorEnter/Exit and detach; GetEnv on detached and attached threads and with
// unsupported versions; DetachCurrentThread refused while Java frames are on the stack; critical
// regions in some threads while others allocate.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class JniThreads {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jnithreads");
    }

    static final List<String> log = Collections.synchronizedList(new ArrayList<>());
    static final Object shared = new Object();
    static int counter;

    static native long fill(int n, int size);
    static native String envChecks();
    static native int runNativeThreads(int n, int iterations, ThreadGroup group);
    static native String attachErrors();
    static native long criticalSums(int[] a, int rounds);

    /** Called by the attached threads. */
    static long work(int id, int iterations) {
        Thread me = Thread.currentThread();
        long sum = 0;
        for (int i = 0; i < iterations; i++) {
            int[] a = new int[16 + (i & 31)];
            a[0] = i;
            sum += a[0] + a.length;
            synchronized (shared) {
                counter++;
            }
        }
        log.add("thread " + id + ": name=" + me.getName() + " daemon=" + me.isDaemon() + " group=" + me.getThreadGroup().getName()
                + " alive=" + me.isAlive() + " sum=" + sum);
        return sum;
    }

    public static void main(String[] args) throws Exception {
        // Java threads in native code at the same time, allocating through JNI.
        Thread[] ts = new Thread[4];
        long[] sums = new long[4];
        for (int i = 0; i < ts.length; i++) {
            final int k = i;
            ts[i] = new Thread(() -> sums[k] = fill(2000 + k, 8 + k), "filler-" + i);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        say("fill sums " + sums[0] + " " + sums[1] + " " + sums[2] + " " + sums[3]);
        say(envChecks());
        // Critical regions in two threads while two others allocate (and collect).
        int[] data = new int[5000];
        for (int i = 0; i < data.length; i++) {
            data[i] = i;
        }
        long[] crit = new long[4];
        Thread[] cs = new Thread[4];
        for (int i = 0; i < cs.length; i++) {
            final int k = i;
            cs[i] = new Thread(() -> crit[k] = k < 2 ? criticalSums(data, 300) : fill(3000, 16), "critical-" + i);
            cs[i].start();
        }
        for (Thread t : cs) {
            t.join();
        }
        say("critical sums " + crit[0] + " " + crit[1] + " fills " + crit[2] + " " + crit[3]);
        ThreadGroup group = new ThreadGroup("natives");
        int attached = runNativeThreads(6, 3000, group);
        List<String> sorted = new ArrayList<>(log);
        Collections.sort(sorted);
        for (String s : sorted) {
            say(s);
        }
        say("attached " + attached + " counter " + counter + " active in group " + group.activeCount());
        say(attachErrors());
    }
}
