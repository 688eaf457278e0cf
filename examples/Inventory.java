import java.util.*;
import java.util.function.*;

/** A small bundled example: objects, collections, lambdas, formatting, exceptions. */
public class Inventory {
    interface Priced { double price(); }

    static abstract class Item implements Priced, Comparable<Item> {
        final String name;
        final int quantity;
        Item(String name, int quantity) { this.name = name; this.quantity = quantity; }
        double value() { return price() * quantity; }
        public int compareTo(Item o) { return Double.compare(o.value(), value()); }
        public String toString() { return String.format("%-10s x%3d  %8.2f", name, quantity, value()); }
    }

    static class Tool extends Item {
        final double unit;
        Tool(String n, int q, double unit) { super(n, q); this.unit = unit; }
        public double price() { return unit; }
    }

    static class Bulk extends Item {
        final double perKilo, kilos;
        Bulk(String n, int q, double perKilo, double kilos) { super(n, q); this.perKilo = perKilo; this.kilos = kilos; }
        public double price() { return perKilo * kilos; }
    }

    public static void main(String[] args) {
        List<Item> items = new ArrayList<>();
        Random rnd = new Random(2024);
        String[] names = {"hammer", "saw", "drill", "nails", "screws", "glue", "tape", "rope"};
        for (int i = 0; i < 2000; i++) {
            String n = names[rnd.nextInt(names.length)] + "-" + (i % 50);
            items.add(i % 3 == 0 ? new Bulk(n, 1 + rnd.nextInt(20), 2.5, 0.5 + rnd.nextInt(10))
                                 : new Tool(n, 1 + rnd.nextInt(99), 1 + rnd.nextInt(500) / 10.0));
        }
        Collections.sort(items);
        System.out.println("Top five by value:");
        items.subList(0, 5).forEach(System.out::println);

        Map<String, Double> byKind = new TreeMap<>();
        for (Item it : items) byKind.merge(it.name.substring(0, it.name.indexOf('-')), it.value(), Double::sum);
        byKind.forEach((k, v) -> System.out.printf("%-8s %12.2f%n", k, v));

        Function<Item, String> kind = it -> it instanceof Tool ? "tool" : "bulk";
        Map<String, Integer> counts = new HashMap<>();
        for (Item it : items) counts.merge(kind.apply(it), 1, Integer::sum);
        System.out.println("counts " + counts);
        try {
            items.get(items.size());
        } catch (IndexOutOfBoundsException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
