// ARGS: 3
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Sorting: hand-written quicksort and mergesort on int[], insertion sort for
 * small runs, and Arrays.sort / List.sort on objects with Comparable and
 * composed Comparators.
 */
public class Sorting {
    static final class Person implements Comparable<Person> {
        final String name; final int age; final int id;
        Person(String name, int age, int id) { this.name = name; this.age = age; this.id = id; }
        public int compareTo(Person o) { return id < o.id ? -1 : (id == o.id ? 0 : 1); }
    }

    static void quicksort(int[] a, int lo, int hi) {
        while (hi - lo > 16) {
            int mid = (lo + hi) >>> 1;
            int p = median(a[lo], a[mid], a[hi]);
            int i = lo, j = hi;
            while (i <= j) {
                while (a[i] < p) i++;
                while (a[j] > p) j--;
                if (i <= j) { int t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
            }
            if (j - lo < hi - i) { quicksort(a, lo, j); lo = i; } else { quicksort(a, i, hi); hi = j; }
        }
        insertion(a, lo, hi);
    }

    static int median(int a, int b, int c) {
        return a < b ? (b < c ? b : (a < c ? c : a)) : (a < c ? a : (b < c ? c : b));
    }

    static void insertion(int[] a, int lo, int hi) {
        for (int i = lo + 1; i <= hi; i++) {
            int v = a[i], j = i - 1;
            while (j >= lo && a[j] > v) { a[j + 1] = a[j]; j--; }
            a[j + 1] = v;
        }
    }

    static void mergesort(int[] a, int[] tmp, int lo, int hi) {
        if (hi - lo < 12) { insertion(a, lo, hi); return; }
        int mid = (lo + hi) >>> 1;
        mergesort(a, tmp, lo, mid);
        mergesort(a, tmp, mid + 1, hi);
        if (a[mid] <= a[mid + 1]) return;
        System.arraycopy(a, lo, tmp, lo, hi - lo + 1);
        int i = lo, j = mid + 1;
        for (int k = lo; k <= hi; k++) {
            if (i > mid) a[k] = tmp[j++];
            else if (j > hi) a[k] = tmp[i++];
            else if (tmp[j] < tmp[i]) a[k] = tmp[j++];
            else a[k] = tmp[i++];
        }
    }

    static long check(int[] a) {
        long h = 0;
        for (int i = 0; i < a.length; i++) {
            if (i > 0 && a[i - 1] > a[i]) throw new IllegalStateException("unsorted at " + i);
            h = h * 31 + a[i];
        }
        return h;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        long h = 0;
        int seed = 42;
        for (int r = 0; r < rounds; r++) {
            int n = 100000;
            int[] a = new int[n];
            for (int i = 0; i < n; i++) { seed = seed * 1664525 + 1013904223; a[i] = seed >> 4; }
            int[] b = a.clone();
            quicksort(a, 0, n - 1);
            h += check(a);
            mergesort(b, new int[n], 0, n - 1);
            h ^= check(b);

            Person[] people = new Person[20000];
            for (int i = 0; i < people.length; i++) {
                seed = seed * 1664525 + 1013904223;
                people[i] = new Person("p" + ((seed >>> 10) % 5000), (seed >>> 3) % 90, i ^ 0x5555);
            }
            Arrays.sort(people);
            h = h * 31 + people[0].id + people[people.length - 1].id;
            List<Person> list = new ArrayList<>(Arrays.asList(people));
            list.sort(Comparator.comparingInt((Person p) -> p.age).thenComparing(p -> p.name).thenComparingInt(p -> p.id));
            for (int i = 0; i < list.size(); i += 97) h = h * 31 + list.get(i).id;
            Arrays.sort(people, (x, y) -> y.name.compareTo(x.name));
            h += people[0].name.hashCode() + people[people.length / 2].age;
        }
        System.out.println(h);
    }
}
