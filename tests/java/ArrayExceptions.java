// VM-thrown exceptions on arrays and casts: ArrayIndexOutOfBounds messages, NegativeArraySize
// messages, ArrayStoreException messages, ClassCastException (class name only),
// NullPointerException (class name only) on field/array/method/throw/monitor/arraylength.
public class ArrayExceptions {
    static class Box { int v; void m() {} }
    public static void main(String[] args) {
        int[] a = new int[3];
        int[] idx = { 5, -1, 3, Integer.MIN_VALUE };
        for (int i : idx) {
            try { a[i] = 1; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("store: " + e.getMessage()); }
            try { System.out.println(a[i]); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("load: " + e.getMessage()); }
        }
        try { long[] l = new long[0]; l[0]++; } catch (ArrayIndexOutOfBoundsException e) { System.out.println("long: " + e.getMessage()); }
        try { String[] s = new String[2]; s[2] = "x"; } catch (IndexOutOfBoundsException e) { System.out.println("obj: " + e.getClass().getName() + " " + e.getMessage()); }
        try { char[] c = new char[1]; System.arraycopy(c, 0, c, 1, 1); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("arraycopy: " + e.getClass().getName()); }
        int[] sizes = { -1, -100, Integer.MIN_VALUE };
        for (int s : sizes) {
            try { int[] x = new int[s]; System.out.println(x.length); } catch (NegativeArraySizeException e) { System.out.println("NASE: " + e.getMessage()); }
            try { Object[] x = new String[s]; System.out.println(x.length); } catch (NegativeArraySizeException e) { System.out.println("NASE obj: " + e.getMessage()); }
        }
        Object[] objs = new String[2];
        try { objs[0] = "ok"; objs[1] = Integer.valueOf(1); } catch (ArrayStoreException e) { System.out.println("ASE: " + e.getMessage()); }
        Object[] nums = new Integer[1];
        try { nums[0] = 1.5; } catch (ArrayStoreException e) { System.out.println("ASE: " + e.getMessage()); }
        Object[][] nested = new int[1][][];
        try { nested[0] = new String[0]; } catch (ArrayStoreException e) { System.out.println("ASE: " + e.getMessage()); }
        Object[] anyObj = new Object[1];
        anyObj[0] = new int[1];
        System.out.println("Object[] accepts int[]: " + (anyObj[0] instanceof int[]));
        Object o = "string";
        try { Integer i = (Integer) o; System.out.println(i); } catch (ClassCastException e) { System.out.println("CCE: " + e.getClass().getName()); }
        Object arr = new int[1];
        try { long[] l = (long[]) arr; System.out.println(l); } catch (ClassCastException e) { System.out.println("CCE array: " + e.getClass().getName()); }
        try { Object[] oa = (Object[]) arr; System.out.println(oa); } catch (ClassCastException e) { System.out.println("CCE prim->Object[]: " + e.getClass().getName()); }
        Object strs = new String[] { "a" };
        Object[] ok = (Object[]) strs;
        CharSequence[] ok2 = (CharSequence[]) strs;
        System.out.println("covariant casts fine: " + ok.length + ok2[0]);
        try { Runnable r = (Runnable) o; System.out.println(r); } catch (ClassCastException e) { System.out.println("CCE iface: " + e.getClass().getSimpleName()); }
        Box b = null;
        try { b.v = 1; } catch (NullPointerException e) { System.out.println("NPE putfield " + e.getClass().getName()); }
        try { System.out.println(b.v); } catch (NullPointerException e) { System.out.println("NPE getfield"); }
        try { b.m(); } catch (NullPointerException e) { System.out.println("NPE invoke"); }
        int[] na = null;
        try { System.out.println(na.length); } catch (NullPointerException e) { System.out.println("NPE arraylength"); }
        try { na[0] = 1; } catch (NullPointerException e) { System.out.println("NPE iastore"); }
        try { System.out.println(na[0]); } catch (NullPointerException e) { System.out.println("NPE iaload"); }
        try { synchronized (b) { System.out.println("no"); } } catch (NullPointerException e) { System.out.println("NPE monitorenter"); }
        try { RuntimeException re = null; throw re; } catch (NullPointerException e) { System.out.println("NPE athrow"); }
        String s = null;
        try { s.length(); } catch (NullPointerException e) { System.out.println("NPE string method"); }
        try { Object[] x = null; for (Object y : x) System.out.println(y); } catch (NullPointerException e) { System.out.println("NPE foreach"); }
        try { throw new ArrayIndexOutOfBoundsException(7); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("explicit: " + e.getMessage()); }
        try { throw new ArrayIndexOutOfBoundsException(); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("explicit none: " + e.getMessage()); }
        try { throw new IndexOutOfBoundsException("idx 4"); } catch (IndexOutOfBoundsException e) { System.out.println("ioobe: " + e.getMessage()); }
        try { throw new NegativeArraySizeException("custom"); } catch (NegativeArraySizeException e) { System.out.println("explicit: " + e); }
    }
}
