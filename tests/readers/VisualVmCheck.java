import java.io.File;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.graalvm.visualvm.lib.jfluid.heap.Field;
import org.graalvm.visualvm.lib.jfluid.heap.GCRoot;
import org.graalvm.visualvm.lib.jfluid.heap.Heap;
import org.graalvm.visualvm.lib.jfluid.heap.HeapFactory;
import org.graalvm.visualvm.lib.jfluid.heap.Instance;
import org.graalvm.visualvm.lib.jfluid.heap.JavaClass;

/** Opens a heap dump with VisualVM's heap library (org.graalvm.visualvm.lib.jfluid.heap, Debian
 * package visualvm), headless, and prints what it computes, one fact per line, for
 * vm/tests/readers.rs: the summary, the GC roots by kind, the reference classes and their fields,
 * the classes asked for, the Retain.keep chain (its length, the sum of the shallow sizes of its
 * nodes and payloads, and the retained size of its head, which must be that sum), the nearest GC
 * root of the last node, and the biggest objects by retained size.
 * Usage: VisualVmCheck DUMP [CLASS...] */
public class VisualVmCheck {
    public static void main(String[] args) throws Exception {
        Heap h = HeapFactory.createHeap(new File(args[0]));
        System.out.println("classes " + h.getAllClasses().size());
        System.out.println("live " + h.getSummary().getTotalLiveInstances() + " " + h.getSummary().getTotalLiveBytes());
        Map<String, Integer> kinds = new TreeMap<>();
        Collection<GCRoot> roots = h.getGCRoots();
        for (GCRoot r : roots) {
            kinds.merge(r.getKind(), 1, Integer::sum);
        }
        System.out.println("roots " + roots.size() + " " + kinds);
        String[] refs = {"java.lang.ref.Reference", "java.lang.ref.SoftReference", "java.lang.ref.WeakReference",
            "java.lang.ref.FinalReference", "java.lang.ref.PhantomReference"};
        for (String n : refs) {
            describe(h, n);
        }
        for (int i = 1; i < args.length; i++) {
            describe(h, args[i]);
        }
        JavaClass retain = h.getJavaClassByName("Retain");
        Instance head = (Instance) retain.getValueOfStaticField("keep");
        int length = 0;
        long sum = 0;
        Instance last = null;
        for (Instance n = head; n != null; n = (Instance) n.getValueOfField("next")) {
            length++;
            sum += n.getSize();
            Instance p = (Instance) n.getValueOfField("payload");
            if (p != null) {
                sum += p.getSize();
            }
            last = n;
        }
        System.out.println("chain " + length + " " + sum + " " + head.getRetainedSize());
        int hops = 0;
        Instance x = last;
        while (x != null && !x.isGCRoot() && hops < 10000) {
            x = x.getNearestGCRootPointer();
            hops++;
        }
        System.out.println("rootpath " + hops + " " + (x == null ? "none" : x.getJavaClass().getName()));
        for (Instance i : h.getBiggestObjectsByRetainedSize(3)) {
            System.out.println("biggest " + i.getJavaClass().getName() + " " + i.getRetainedSize());
        }
    }

    static void describe(Heap h, String name) {
        JavaClass c = h.getJavaClassByName(name);
        if (c == null) {
            System.out.println("class " + name + " missing");
            return;
        }
        List<String> fields = new ArrayList<>();
        for (Field f : c.getFields()) {
            if (!f.isStatic()) {
                fields.add(f.getName() + ":" + f.getType().getName());
            }
        }
        java.util.Collections.sort(fields);
        String sup = c.getSuperClass() == null ? "-" : c.getSuperClass().getName();
        System.out.println("class " + name + " super " + sup + " size " + c.getInstanceSize() + " count " + c.getInstancesCount() + " fields " + String.join(",", fields));
    }
}
