// Enums: switch on enum, values/valueOf/ordinal/compareTo/name, valueOf failure,
// enum in collections (EnumMap, EnumSet, TreeMap), equality.
import java.util.*;

public class EnumBasics {
    enum Color { RED, GREEN, BLUE, YELLOW, BLACK }
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN;
        boolean weekend() { return this == SAT || this == SUN; } }

    static String describe(Color c) {
        switch (c) {
            case RED: return "warm red";
            case BLUE: return "cool blue";
            case GREEN:
            case YELLOW: return "bright " + c.name().toLowerCase();
            default: return "other:" + c;
        }
    }
    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " ordinal=" + c.ordinal() + " name=" + c.name() + " cmpRED=" + c.compareTo(Color.RED) + " -> " + describe(c));
        }
        System.out.println(Color.valueOf("BLUE") + " " + (Color.valueOf("BLUE") == Color.BLUE) + " " + Enum.valueOf(Color.class, "RED"));
        try {
            Color.valueOf("PURPLE");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getClass().getName());
        }
        Color[] vs = Color.values();
        vs[0] = Color.BLACK; // values() returns a fresh copy
        System.out.println(Color.values()[0] + " " + vs.length + " " + Color.class.getName() + " " + Color.RED.getDeclaringClass().getSimpleName());
        EnumMap<Day, Integer> hours = new EnumMap<Day, Integer>(Day.class);
        for (Day d : Day.values()) if (!d.weekend()) hours.put(d, 8 - d.ordinal() % 3);
        hours.put(Day.SAT, 2);
        System.out.println(hours + " size=" + hours.size() + " containsSUN=" + hours.containsKey(Day.SUN));
        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> work = EnumSet.complementOf(weekend);
        System.out.println(weekend + " " + work + " " + EnumSet.range(Day.TUE, Day.THU) + " " + EnumSet.allOf(Color.class) + " " + EnumSet.noneOf(Color.class));
        TreeMap<Color, String> tm = new TreeMap<Color, String>();
        tm.put(Color.YELLOW, "y"); tm.put(Color.RED, "r"); tm.put(Color.BLUE, "b");
        System.out.println(tm + " first=" + tm.firstKey());
        List<Day> days = new ArrayList<Day>(Arrays.asList(Day.SUN, Day.MON, Day.FRI, Day.WED));
        Collections.sort(days);
        System.out.println(days + " max=" + Collections.max(days));
        Map<String, Color> byName = new HashMap<String, Color>();
        for (Color c : Color.values()) byName.put(c.name(), c);
        System.out.println(byName.get("GREEN").ordinal() + " " + Color.GREEN.equals(byName.get("GREEN")));
        int weekendCount = 0;
        for (Day d : Day.values()) switch (d) { case SAT: case SUN: weekendCount++; break; default: break; }
        System.out.println("weekendCount=" + weekendCount);
    }
}
