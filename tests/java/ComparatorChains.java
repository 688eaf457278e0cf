// Comparator combinators: comparing, comparingInt/Double, thenComparing (key and comparator),
// reversed, nullsFirst/nullsLast, naturalOrder/reverseOrder, Map.Entry comparators, stable sorting.
import java.util.*;

public class ComparatorChains {
    static class Emp {
        final String name, dept; final int age; final double salary;
        Emp(String n, String d, int a, double s) { name = n; dept = d; age = a; salary = s; }
        String getName() { return name; } String getDept() { return dept; } int getAge() { return age; } double getSalary() { return salary; }
        public String toString() { return name + "/" + dept + "/" + age + "/" + salary; }
    }
    public static void main(String[] args) {
        List<Emp> emps = new ArrayList<Emp>(Arrays.asList(
            new Emp("Alice", "Eng", 34, 120000), new Emp("Bob", "Sales", 28, 70000), new Emp("Carol", "Eng", 29, 135000),
            new Emp("Dan", "Sales", 41, 70000), new Emp("Eve", "Eng", 34, 99000), new Emp("Frank", "Ops", 29, 82000), new Emp("Grace", "Ops", 52, 91000)));
        emps.sort(Comparator.comparing(Emp::getDept));
        System.out.println(emps);
        emps.sort(Comparator.comparing(Emp::getDept).thenComparing(Emp::getSalary, Comparator.reverseOrder()));
        System.out.println(emps);
        emps.sort(Comparator.comparingInt(Emp::getAge).thenComparing(Emp::getName).reversed());
        System.out.println(emps);
        emps.sort(Comparator.comparingDouble(Emp::getSalary).thenComparingInt(Emp::getAge).thenComparing(Comparator.comparing(Emp::getName).reversed()));
        System.out.println(emps);
        Comparator<Emp> byNameLen = Comparator.comparing(e -> e.getName().length());
        emps.sort(byNameLen.thenComparing(Emp::getName, String.CASE_INSENSITIVE_ORDER));
        System.out.println(emps);
        List<String> withNulls = new ArrayList<String>(Arrays.asList("b", null, "a", "c", null));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println(withNulls);
        Map<String, Integer> scores = new HashMap<String, Integer>();
        scores.put("x", 3); scores.put("y", 9); scores.put("z", 3); scores.put("w", 5);
        List<Map.Entry<String, Integer>> entries = new ArrayList<Map.Entry<String, Integer>>(scores.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println(entries);
        entries.sort(Map.Entry.comparingByKey(Comparator.reverseOrder()));
        System.out.println(entries);
        Comparator<String> natural = Comparator.naturalOrder();
        System.out.println(natural.compare("a", "b") + " " + natural.reversed().compare("a", "b") + " " + Comparator.<Integer>reverseOrder().compare(1, 2) + " " + Collections.reverseOrder(natural).compare("a", "b"));
        String[] words = "delta Alpha charlie bravo echo alpha Echo".split(" ");
        Arrays.sort(words, Comparator.comparing((String s) -> s.toLowerCase()).thenComparing(Comparator.<String>naturalOrder()));
        System.out.println(Arrays.toString(words));
        Integer[] nums = { 15, 3, 8, 21, 6, 10, 1 };
        Arrays.sort(nums, Comparator.comparing((Integer n) -> n % 3).thenComparing(n -> -n));
        System.out.println(Arrays.toString(nums));
        TreeSet<Emp> bySalary = new TreeSet<Emp>(Comparator.comparingDouble(Emp::getSalary));
        bySalary.addAll(emps);
        System.out.println(bySalary.size() + " " + bySalary.first().name + " " + bySalary.last().name);
        Optional<Emp> oldest = Optional.ofNullable(Collections.max(emps, Comparator.comparingInt(Emp::getAge)));
        System.out.println(oldest.map(Emp::getName).orElse("?") + " " + Collections.min(emps, Comparator.comparing(Emp::getName, Comparator.reverseOrder())).name);
    }
}
