// NO-RELEASE8
// (List.of is Java 9.)
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NoSuchElementException;

/** List.of's exceptions: out-of-range indexes for each size, and read-only iterators that refuse to change the list before anything else. */
public class ImmutableListErrors {
    interface Action {
        Object run();
    }

    static void attempt(String what, Action a) {
        try {
            System.out.println(what + " = " + a.run());
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) {
        List<List<Integer>> lists = List.of(List.of(), List.of(1), List.of(1, 2), List.of(1, 2, 3), List.of(1, 2, 3, 4, 5));
        for (List<Integer> l : lists) {
            System.out.println("list " + l);
            for (int i : new int[] {-1, 0, 1, 2, 5}) {
                attempt("  get(" + i + ")", () -> l.get(i));
            }
            attempt("  iterator().remove()", () -> {
                l.iterator().remove();
                return null;
            });
            attempt("  next() then remove()", () -> {
                Iterator<Integer> it = l.iterator();
                it.next();
                it.remove();
                return null;
            });
            attempt("  listIterator(2)", () -> l.listIterator(2).nextIndex());
            attempt("  listIterator(-1)", () -> l.listIterator(-1));
            attempt("  listIterator().set(9)", () -> {
                l.listIterator().set(9);
                return null;
            });
            attempt("  listIterator().add(9)", () -> {
                l.listIterator().add(9);
                return null;
            });
            attempt("  backwards", () -> {
                ListIterator<Integer> it = l.listIterator(l.size());
                StringBuilder sb = new StringBuilder();
                while (it.hasPrevious()) {
                    sb.append(it.previousIndex()).append(':').append(it.previous()).append(' ');
                }
                try {
                    it.previous();
                } catch (NoSuchElementException e) {
                    sb.append(e);
                }
                return sb;
            });
            attempt("  exhausted next()", () -> {
                Iterator<Integer> it = l.iterator();
                while (it.hasNext()) {
                    it.next();
                }
                return it.next();
            });
        }
    }
}
