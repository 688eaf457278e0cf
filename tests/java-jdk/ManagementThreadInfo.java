// NO-RELEASE8
import java.lang.management.*;
import java.util.*;
import java.util.concurrent.*;
/**
 * ThreadMXBean.getThreadInfo and dumpAllThreads: thread, state, daemon and
 * priority, and the stack (the caller's own, to a depth, and a waiting
 * thread's); null for an id no live thread has.
 */
public class ManagementThreadInfo {
  static void deep(int n, ThreadMXBean th) {
    if (n > 0) { deep(n - 1, th); return; }
    ThreadInfo me = th.getThreadInfo(Thread.currentThread().getId(), 5);
    System.out.println(me.getThreadName() + " " + me.getThreadState() + " " + me.getThreadId() + " daemon=" + me.isDaemon() + " prio=" + me.getPriority());
    for (StackTraceElement e : me.getStackTrace()) System.out.println("  " + e);
  }
  public static void main(String[] a) throws Exception {
    ThreadMXBean th = ManagementFactory.getThreadMXBean();
    deep(3, th);
    CountDownLatch started = new CountDownLatch(1), go = new CountDownLatch(1);
    Object lock = new Object();
    Thread w = new Thread(() -> { synchronized (lock) { started.countDown(); try { lock.wait(); } catch (InterruptedException e) {} } }, "waiter");
    w.start(); started.await();
    while (w.getState() != Thread.State.WAITING) Thread.sleep(1);
    ThreadInfo wi = th.getThreadInfo(w.getId(), Integer.MAX_VALUE);
    System.out.println(wi.getThreadName() + " " + wi.getThreadState() + " frames>0=" + (wi.getStackTrace().length > 0) + " top=" + wi.getStackTrace()[0].getMethodName());
    System.out.println("no stack: " + th.getThreadInfo(w.getId()).getStackTrace().length);
    System.out.println("unknown id: " + th.getThreadInfo(123456789L));
    ThreadInfo[] all = th.dumpAllThreads(false, false);
    Set<String> names = new TreeSet<>();
    for (ThreadInfo i : all) names.add(i.getThreadName());
    System.out.println("dump has main and waiter: " + names.contains("main") + " " + names.contains("waiter"));
    ThreadInfo[] two = th.getThreadInfo(new long[] { Thread.currentThread().getId(), w.getId() });
    System.out.println(two[0].getThreadName() + " " + two[1].getThreadName() + " " + two[1].getThreadState());
    synchronized (lock) { lock.notifyAll(); }
    w.join();
    System.out.println("after join: " + th.getThreadInfo(w.getId()));
  }
}
