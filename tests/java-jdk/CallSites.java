import java.lang.invoke.*;
import java.util.function.*;
/** Mutable, volatile and switch-point call sites; caller-sensitive methods through method handles (bound to an injected hidden invoker). */
public class CallSites {
  static class Inner {}
  public static void main(String[] a) throws Throwable {
    MethodHandle fn = MethodHandles.lookup().findStatic(Class.class, "forName", MethodType.methodType(Class.class, String.class));
    System.out.println(fn.invoke("CallSites$Inner"));
    Function<String, Class<?>> f = name -> { try { return Class.forName(name); } catch (Exception e) { throw new RuntimeException(e); } };
    System.out.println(f.apply("CallSites$Inner"));
    MethodHandle gl = MethodHandles.lookup().findVirtual(Class.class, "getClassLoader", MethodType.methodType(ClassLoader.class));
    System.out.println(gl.invoke(CallSites.class) != null);
    try {
      MethodHandle lk = MethodHandles.lookup().findStatic(MethodHandles.class, "lookup", MethodType.methodType(MethodHandles.Lookup.class));
      System.out.println(((MethodHandles.Lookup) lk.invokeExact()).lookupClass().getName().replaceAll("0x[0-9a-f]+", "0x?"));
    } catch (Throwable t) { System.out.println(t); }
    MutableCallSite mcs = new MutableCallSite(MethodType.methodType(int.class));
    mcs.setTarget(MethodHandles.constant(int.class, 1));
    MethodHandle inv = mcs.dynamicInvoker();
    System.out.println((int) inv.invokeExact());
    mcs.setTarget(MethodHandles.constant(int.class, 2));
    System.out.println((int) inv.invokeExact());
    VolatileCallSite vcs = new VolatileCallSite(MethodHandles.constant(String.class, "v1"));
    MethodHandle vinv = vcs.dynamicInvoker();
    System.out.println((String) vinv.invokeExact());
    vcs.setTarget(MethodHandles.constant(String.class, "v2"));
    System.out.println((String) vinv.invokeExact());
    SwitchPoint sp = new SwitchPoint();
    MethodHandle guarded = sp.guardWithTest(MethodHandles.constant(String.class, "valid"), MethodHandles.constant(String.class, "invalid"));
    System.out.println((String) guarded.invokeExact());
    SwitchPoint.invalidateAll(new SwitchPoint[]{sp});
    System.out.println((String) guarded.invokeExact());
  }
}
