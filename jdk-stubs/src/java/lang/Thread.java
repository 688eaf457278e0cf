package java.lang;

/**
 * A thread of execution. The VM relies on the fields {@code name}, {@code priority},
 * {@code daemon}, {@code target}, {@code group} and {@code eetop}; it creates the main
 * thread object itself and calls {@link #initMain()}.
 *
 * Life cycle: {@code start()} marks the thread started and calls {@code start0()}. When the
 * VM finishes running a started thread it should call the private {@link #exit()} method,
 * which marks the thread terminated and wakes up joiners (see NATIVES.md).
 */
public class Thread implements Runnable {
    private volatile String name;
    private int priority;
    private boolean daemon;
    private Runnable target;
    private ThreadGroup group;
    private long eetop;

    private long tid;

    /** 0 = new, 1 = started (alive), 2 = terminated. */
    private volatile int threadStatus;

    /** Interrupt status; the VM's sleep/wait/park natives read it and sleep/wait clear it. */
    private volatile boolean interrupted;

    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;

    private ClassLoader contextClassLoader;

    /** ThreadLocal values of this thread (see ThreadLocal). */
    ThreadLocal.Values threadLocals;

    ThreadLocal.Values inheritableThreadLocals;

    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;

    public static final int MIN_PRIORITY = 1;

    public static final int NORM_PRIORITY = 5;

    public static final int MAX_PRIORITY = 10;

    private static int threadInitNumber;

    /**
     * Thread ids as HotSpot 17 hands them out: 1 to main, 2 to "Reference Handler", 3 to
     * "Finalizer", 4 to "Signal Dispatcher" (the VM starts them, in the system group, before
     * main; with -Xrs there is no dispatcher and HotSpot gives 4 to its attach listener).
     * HotSpot's other system threads (service and compiler threads, which rjvm does not have)
     * take the ids up to 11, so the first thread of any other group gets 12.
     */
    private static long systemThreadSeqNumber = 1;

    private static long threadSeqNumber = 11;

    private static final long LAST_SYSTEM_THREAD_ID = 4;

    private static final Object NUMBER_LOCK = new Object();

    private static int nextThreadNum() {
        synchronized (NUMBER_LOCK) {
            return threadInitNumber++;
        }
    }

    private static long nextThreadID(ThreadGroup g) {
        synchronized (NUMBER_LOCK) {
            if (g != null && g.getParent() == null && systemThreadSeqNumber < LAST_SYSTEM_THREAD_ID) {
                return ++systemThreadSeqNumber;
            }
            return ++threadSeqNumber;
        }
    }

    // ------------------------------------------------------------------ VM entry points

    /** Called by the VM on the main thread object it allocated and made current. */
    private void initMain() {
        ThreadGroup system = new ThreadGroup();
        ThreadGroup main = new ThreadGroup(system, "main");
        this.group = main;
        this.name = "main";
        this.priority = NORM_PRIORITY;
        this.daemon = false;
        this.tid = 1;
        this.threadStatus = 1;
        // As on the JDK, the main thread's context loader is the system class loader.
        this.contextClassLoader = ClassLoader.getSystemClassLoader();
        main.add(this);
    }

    /** Called by the VM when an exception escapes run()/main. */
    private void dispatchUncaughtException(Throwable e) {
        getUncaughtExceptionHandler().uncaughtException(this, e);
    }

    /** Called by the VM when a started thread has finished running. */
    private void exit() {
        synchronized (this) {
            threadStatus = 2;
            ThreadGroup g = group;
            if (g != null) {
                g.threadTerminated(this);
            }
            threadLocals = null;
            inheritableThreadLocals = null;
            notifyAll();
        }
    }

    // ------------------------------------------------------------------ construction

    public Thread() {
        init(null, null, "Thread-" + nextThreadNum());
    }

    public Thread(Runnable target) {
        init(null, target, "Thread-" + nextThreadNum());
    }

    public Thread(ThreadGroup group, Runnable target) {
        init(group, target, "Thread-" + nextThreadNum());
    }

    public Thread(String name) {
        init(null, null, name);
    }

    public Thread(ThreadGroup group, String name) {
        init(group, null, name);
    }

    public Thread(Runnable target, String name) {
        init(null, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        init(group, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        init(group, target, name);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize, boolean inheritThreadLocals) {
        init(group, target, name);
    }

    private void init(ThreadGroup g, Runnable target, String name) {
        if (name == null) {
            throw new NullPointerException("'name' is null");
        }
        Thread parent = currentThread();
        if (g == null) {
            g = parent != null ? parent.getThreadGroup() : null;
        }
        this.name = name;
        this.group = g;
        this.target = target;
        if (parent != null) {
            this.daemon = parent.isDaemon();
            this.priority = parent.getPriority();
            this.contextClassLoader = parent.contextClassLoader;
            if (parent.inheritableThreadLocals != null) {
                this.inheritableThreadLocals = parent.inheritableThreadLocals.inheritCopy();
            }
        } else {
            this.priority = NORM_PRIORITY;
        }
        if (g != null && this.priority > g.getMaxPriority()) {
            this.priority = g.getMaxPriority();
        }
        this.tid = nextThreadID(g);
    }

    @Override
    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    // ------------------------------------------------------------------ statics

    public static native Thread currentThread();

    public static native void yield();

    public static native void sleep(long millis) throws InterruptedException;

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    public static void onSpinWait() {
    }

    public static native boolean holdsLock(Object obj);

    public static boolean interrupted() {
        Thread t = currentThread();
        boolean r = t.interrupted;
        if (r) {
            t.interrupted = false;
        }
        return r;
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    // ------------------------------------------------------------------ life cycle

    public synchronized void start() {
        if (threadStatus != 0) {
            throw new IllegalThreadStateException();
        }
        if (group != null) {
            group.add(this);
        }
        threadStatus = 1;
        boolean ok = false;
        try {
            start0();
            ok = true;
        } finally {
            if (!ok) {
                threadStatus = 0;
                if (group != null) {
                    group.threadTerminated(this);
                }
            }
        }
    }

    private native void start0();

    @Override
    public void run() {
        Runnable t = target;
        if (t != null) {
            t.run();
        }
    }

    public final boolean isAlive() {
        return threadStatus == 1;
    }

    public final void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        synchronized (this) {
            if (millis == 0) {
                while (isAlive()) {
                    wait(0);
                }
            } else {
                long deadline = System.nanoTime() + millis * 1000000L;
                long delay = millis;
                while (isAlive() && delay > 0) {
                    wait(delay);
                    delay = (deadline - System.nanoTime()) / 1000000L;
                }
            }
        }
    }

    public final void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    /**
     * Sets the interrupt status, then tells the VM, which wakes this thread if it is blocked in
     * sleep, wait, join or LockSupport.park (see NATIVES.md).
     */
    public void interrupt() {
        interrupted = true;
        interrupt0();
    }

    /** Wakes this thread from sleep/wait/park so it can notice its interrupt status. */
    private native void interrupt0();

    public boolean isInterrupted() {
        return interrupted;
    }

    /** Set by the VM when a thread is stopped before it starts: it never runs. */
    private boolean stillborn;

    /** The JDK's: the VM throws a ThreadDeath at this thread (asynchronously at another). */
    @Deprecated
    public final synchronized void stop() {
        // Status 0 is NEW, which cannot change while this lock is held.
        if (threadStatus != 0) {
            resume();
        }
        stop0(new ThreadDeath());
    }

    @Deprecated
    public final void suspend() {
        suspend0();
    }

    @Deprecated
    public final void resume() {
        resume0();
    }

    private native void stop0(Object o);

    private native void suspend0();

    private native void resume0();

    public State getState() {
        switch (threadStatus) {
            case 0:
                return State.NEW;
            case 1:
                return State.RUNNABLE;
            default:
                return State.TERMINATED;
        }
    }

    // ------------------------------------------------------------------ attributes

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return threadStatus == 2 ? null : group;
    }

    public final void setDaemon(boolean on) {
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public long getId() {
        return tid;
    }

    public ClassLoader getContextClassLoader() {
        return contextClassLoader;
    }

    public void setContextClassLoader(ClassLoader cl) {
        contextClassLoader = cl;
    }

    public StackTraceElement[] getStackTrace() {
        if (this != currentThread()) {
            return new StackTraceElement[0];
        }
        return new Exception().getStackTrace();
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + g.getName() + "]";
        }
        return "Thread[" + getName() + "," + getPriority() + ",]";
    }

    // ------------------------------------------------------------------ uncaught exceptions

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        if (h != null) {
            return h;
        }
        ThreadGroup g = group;
        if (g != null) {
            return g;
        }
        return DefaultHandler.INSTANCE;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        uncaughtExceptionHandler = eh;
    }

    /** Used when a thread has no group (should not happen in practice). */
    private static final class DefaultHandler implements UncaughtExceptionHandler {
        static final DefaultHandler INSTANCE = new DefaultHandler();

        public void uncaughtException(Thread t, Throwable e) {
            ThreadGroup.printUncaught(t, e);
        }
    }

    @FunctionalInterface
    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public enum State {
        NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED
    }
}
