// NO-RELEASE8
import java.lang.management.*;
/** com.sun.management.ThreadMXBean.getThreadAllocatedBytes: the caller's and another thread's allocated bytes grow by what they allocate, across collections; -1 for an id no live thread has. */
public class ManagementAllocatedBytes { public static void main(String[] a) throws Exception {
  com.sun.management.ThreadMXBean th = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  System.out.println(th.isThreadAllocatedMemorySupported() + " " + th.isThreadAllocatedMemoryEnabled());
  long b0 = th.getCurrentThreadAllocatedBytes();
  byte[] big = new byte[1 << 20];
  long b1 = th.getCurrentThreadAllocatedBytes();
  System.out.println("1MB array: " + (b1 - b0 >= (1 << 20) && b1 - b0 <= (1 << 20) + 64) + " " + big.length);
  long c0 = th.getThreadAllocatedBytes(Thread.currentThread().getId());
  Object[] small = new Object[100000];
  for (int i = 0; i < small.length; i++) small[i] = new Object();
  long c1 = th.getThreadAllocatedBytes(Thread.currentThread().getId());
  System.out.println("100000 objects >= 1.6MB: " + (c1 - c0 >= 1_600_000) + " < 4MB: " + (c1 - c0 < 4_000_000) + " " + small.length);
  java.util.concurrent.CountDownLatch allocated = new java.util.concurrent.CountDownLatch(1), release = new java.util.concurrent.CountDownLatch(1);
  Thread w = new Thread(() -> {
    Object[] x = new Object[50000];
    for (int i = 0; i < x.length; i++) x[i] = new int[10];
    allocated.countDown();
    try { release.await(); } catch (InterruptedException e) {}
  });
  w.start();
  allocated.await();
  long[] r = th.getThreadAllocatedBytes(new long[] { w.getId(), 987654321L });
  System.out.println("other thread >= 2.4MB: " + (r[0] >= 2_400_000) + " unknown: " + r[1]);
  release.countDown();
  w.join();
  System.gc();
  System.out.println("after gc still counted: " + (th.getCurrentThreadAllocatedBytes() >= c1));
}}
