// NO-RELEASE8
import java.lang.management.*;
import java.util.*;
/**
 * ThreadMXBean.findMonitorDeadlockedThreads: null without a deadlock; the
 * two threads of a lock-order cycle, not a third thread merely blocked on
 * a monitor whose owner runs.
 */
public class ManagementDeadlock {
  public static void main(String[] a) throws Exception {
    ThreadMXBean th = ManagementFactory.getThreadMXBean();
    System.out.println("before: " + th.findMonitorDeadlockedThreads());
    Object l1 = new Object(), l2 = new Object();
    java.util.concurrent.CountDownLatch both = new java.util.concurrent.CountDownLatch(2);
    Thread t1 = new Thread(() -> { synchronized (l1) { both.countDown(); try { both.await(); } catch (InterruptedException e) {} synchronized (l2) { } } }, "t1");
    Thread t2 = new Thread(() -> { synchronized (l2) { both.countDown(); try { both.await(); } catch (InterruptedException e) {} synchronized (l1) { } } }, "t2");
    t1.setDaemon(true); t2.setDaemon(true);
    Object l3 = new Object();
    Thread t3;
    synchronized (l3) {
      t3 = new Thread(() -> { synchronized (l3) { } }, "t3");
      t3.setDaemon(true);
      t1.start(); t2.start(); t3.start();
      while (t1.getState() != Thread.State.BLOCKED || t2.getState() != Thread.State.BLOCKED || t3.getState() != Thread.State.BLOCKED) Thread.sleep(1);
      long[] ids = th.findMonitorDeadlockedThreads();
      Set<String> names = new TreeSet<>();
      for (long id : ids) names.add(th.getThreadInfo(id).getThreadName() + " " + th.getThreadInfo(id).getThreadState());
      System.out.println("deadlocked: " + names);
    }
    t3.join();
    System.out.println("t3 done; still: " + th.findMonitorDeadlockedThreads().length);
  }
}
