// clone() of arrays (shallow, all element types, multi-dim) and Cloneable classes (shallow vs
// deep copy via overridden clone), CloneNotSupportedException for non-Cloneable classes.
import java.util.*;

public class CloneTest {
    static class Sheep implements Cloneable {
        String name; int[] stats; List<String> tags = new ArrayList<String>();
        Sheep(String n) { name = n; stats = new int[] { 1, 2, 3 }; }
        @Override public Sheep clone() {
            try { return (Sheep) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
        Sheep deepClone() {
            Sheep s = clone();
            s.stats = stats.clone();
            s.tags = new ArrayList<String>(tags);
            return s;
        }
    }
    static class NotCloneable {
        int v = 5;
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }
    static class Child extends Sheep {
        double extra = 1.25;
        Child(String n) { super(n); }
    }
    public static void main(String[] args) throws Exception {
        int[] a = { 1, 2, 3 };
        int[] b = a.clone();
        b[0] = 100;
        System.out.println(Arrays.toString(a) + " " + Arrays.toString(b) + " " + (a != b) + " " + b.getClass().getName());
        String[] s = { "x", "y" };
        String[] s2 = s.clone();
        System.out.println((s[0] == s2[0]) + " " + s2.length + " " + s2.getClass().getSimpleName());
        double[] d = { 1.5, -0.0 }; char[] c = { 'h', 'i' }; boolean[] z = { true }; long[] l = { Long.MIN_VALUE }; byte[] by = { -1 }; short[] sh = { 7 }; float[] f = { 2.5f };
        System.out.println(Arrays.toString(d.clone()) + Arrays.toString(c.clone()) + Arrays.toString(z.clone()) + Arrays.toString(l.clone()) + Arrays.toString(by.clone()) + Arrays.toString(sh.clone()) + Arrays.toString(f.clone()));
        int[][] m = { { 1, 2 }, { 3, 4 } };
        int[][] mc = m.clone();
        mc[0][0] = 9;
        mc[1] = new int[] { 7 };
        System.out.println(Arrays.deepToString(m) + " " + Arrays.deepToString(mc));
        Sheep dolly = new Sheep("Dolly");
        dolly.tags.add("famous");
        Sheep shallow = dolly.clone();
        Sheep deep = dolly.deepClone();
        shallow.name = "Shallow";
        shallow.stats[0] = 42;
        shallow.tags.add("shared");
        deep.stats[1] = -1;
        deep.tags.add("own");
        System.out.println(dolly.name + Arrays.toString(dolly.stats) + dolly.tags + " | " + shallow.name + Arrays.toString(shallow.stats) + shallow.tags + " | " + deep.name + Arrays.toString(deep.stats) + deep.tags);
        System.out.println((shallow != dolly) + " " + (shallow.getClass() == dolly.getClass()) + " " + (shallow.stats == dolly.stats) + " " + (deep.stats == dolly.stats));
        Child ch = new Child("Kid");
        Sheep chc = ch.clone();
        System.out.println(chc.getClass().getSimpleName() + " " + ((Child) chc).extra + " " + chc.name);
        try { new NotCloneable().tryClone(); System.out.println("unexpected"); }
        catch (CloneNotSupportedException e) { System.out.println("CNSE: " + e.getMessage()); }
        Object[] objs = { dolly, "str", null };
        Object[] oc = objs.clone();
        System.out.println((oc[0] == dolly) + " " + oc[1] + " " + oc[2] + " " + oc.length);
        ArrayList<Integer> al = new ArrayList<Integer>(Arrays.asList(1, 2));
        @SuppressWarnings("unchecked") ArrayList<Integer> alc = (ArrayList<Integer>) al.clone();
        alc.add(3);
        System.out.println(al + " " + alc);
    }
}
