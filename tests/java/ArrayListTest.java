// ArrayList: add/add(index)/set/get/remove(index)/remove(Object)/contains/indexOf/clear/addAll/
// removeAll/retainAll/toArray/equals/hashCode/toString/sort/subList (views and writes)/ListIterator,
// IndexOutOfBounds messages, growth to thousands of elements.
import java.util.*;

public class ArrayListTest {
    public static void main(String[] args) {
        List<String> l = new ArrayList<String>();
        System.out.println(l + " " + l.size() + " " + l.isEmpty());
        l.add("c"); l.add("a"); l.add("b"); l.add(0, "z"); l.add(2, "m"); l.add(l.size(), "end");
        System.out.println(l + " " + l.size() + " " + l.get(2) + " " + l.indexOf("b") + " " + l.indexOf("q") + " " + l.contains("end"));
        System.out.println(l.set(1, "C") + " " + l.remove(0) + " " + l.remove("b") + " " + l.remove("nope") + " " + l);
        l.addAll(Arrays.asList("x", "y", "x"));
        l.addAll(1, Arrays.asList("i1", "i2"));
        System.out.println(l + " last x at " + l.lastIndexOf("x"));
        l.removeAll(Collections.singleton("x"));
        System.out.println(l);
        l.retainAll(Arrays.asList("C", "m", "y", "i2"));
        System.out.println(l);
        Collections.sort(l);
        System.out.println(l + " " + l.equals(Arrays.asList("C", "i2", "m", "y")) + " " + l.hashCode());
        Object[] arr = l.toArray();
        String[] sarr = l.toArray(new String[0]);
        String[] big = l.toArray(new String[6]);
        System.out.println(arr.length + " " + sarr.getClass().getSimpleName() + " " + Arrays.toString(big));
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 0; i < 20; i++) nums.add(i * 3 % 20);
        List<Integer> sub = nums.subList(5, 10);
        System.out.println(nums + " sub=" + sub);
        sub.set(0, -1);
        sub.remove(1);
        sub.add(99);
        System.out.println(nums + " sub=" + sub + " " + sub.size());
        sub.clear();
        System.out.println(nums + " size=" + nums.size());
        ListIterator<Integer> it = nums.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            int v = it.next();
            if (v % 2 == 0) it.set(v * 100);
            else if (v % 5 == 0) it.remove();
            else if (idx == 3) it.add(-3);
        }
        System.out.println(nums);
        StringBuilder back = new StringBuilder();
        ListIterator<Integer> rit = nums.listIterator(nums.size());
        while (rit.hasPrevious()) back.append(rit.previousIndex()).append(':').append(rit.previous()).append(' ');
        System.out.println(back);
        try { nums.get(100); } catch (IndexOutOfBoundsException e) { System.out.println("get: " + e.getMessage()); }
        try { nums.add(-1, 5); } catch (IndexOutOfBoundsException e) { System.out.println("add: " + e.getMessage()); }
        try { nums.set(nums.size(), 5); } catch (IndexOutOfBoundsException e) { System.out.println("set: " + e.getMessage()); }
        try { nums.remove(nums.size()); } catch (IndexOutOfBoundsException e) { System.out.println("remove: " + e.getMessage()); }
        try { new ArrayList<String>().iterator().next(); } catch (NoSuchElementException e) { System.out.println("next: " + e.getClass().getName()); }
        List<Integer> large = new ArrayList<Integer>(4);
        for (int i = 0; i < 5000; i++) large.add(i);
        for (int i = large.size() - 1; i >= 0; i -= 2) large.remove(i);
        long sum = 0;
        for (int v : large) sum += v;
        System.out.println(large.size() + " " + sum + " " + large.get(1234) + " " + large.subList(0, 5));
        List<String> copy = new ArrayList<String>(l);
        copy.add(null);
        System.out.println(copy + " " + copy.contains(null) + " " + copy.indexOf(null) + " " + new ArrayList<Integer>().equals(new LinkedList<Integer>()));
        copy.clear();
        System.out.println(copy + " " + copy.size());
        List<Integer> unmod = Collections.unmodifiableList(nums);
        try { unmod.add(1); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
        List<String> fixed = Arrays.asList("p", "q");
        try { fixed.add("r"); } catch (UnsupportedOperationException e) { System.out.println("asList add UOE"); }
        fixed.set(0, "P");
        System.out.println(fixed);
        nums.removeIf(v -> v > 500);
        nums.replaceAll(v -> v + 1);
        System.out.println(nums);
        nums.sort(Comparator.reverseOrder());
        System.out.println(nums);
    }
}
