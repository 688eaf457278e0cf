// RJVM-OPTS: -Xmx64m
import java.util.*;
public class OutOfMemoryCatch {
    public static void main(String[] a) {
        List<long[]> keep = new ArrayList<>();
        try {
            while (true) keep.add(new long[100000]);
        } catch (OutOfMemoryError e) {
            int n = keep.size();
            keep = null;
            System.out.println("caught " + e.getMessage() + " after " + (n > 10) );
        }
        List<Object> more = new ArrayList<>();
        for (int i = 0; i < 100000; i++) more.add(new int[10]);
        System.out.println("still alive " + more.size());
    }
}
