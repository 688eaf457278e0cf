// NO-RELEASE8
import java.lang.management.*;
/** ThreadMXBean's argument checks: invalid thread ids, a negative depth, a null id array. */
public class ManagementBadArguments { public static void main(String[] a) throws Exception {
  com.sun.management.ThreadMXBean th = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  try { th.getThreadAllocatedBytes(-1); } catch (Exception e) { System.out.println(e); }
  try { th.getThreadAllocatedBytes(new long[] { 1, 0 }); } catch (Exception e) { System.out.println(e); }
  try { th.getThreadInfo(-5); } catch (Exception e) { System.out.println(e); }
  try { th.getThreadInfo(1, -1); } catch (Exception e) { System.out.println(e); }
  try { th.getThreadCpuTime(-2); } catch (Exception e) { System.out.println(e); }
  try { th.getThreadInfo((long[]) null); } catch (Exception e) { System.out.println(e); }
}}
