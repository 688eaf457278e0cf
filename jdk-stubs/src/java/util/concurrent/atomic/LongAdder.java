package java.util.concurrent.atomic;

/**
 * A long sum. This simple version keeps one counter guarded by this object's monitor (no
 * striping); sum() is exact when there are no concurrent updates.
 */
public class LongAdder extends Number implements java.io.Serializable {
    private static final long serialVersionUID = 7249069246863182397L;
    private volatile long value;

    public LongAdder() {
    }

    public synchronized void add(long x) {
        value += x;
    }

    public void increment() {
        add(1L);
    }

    public void decrement() {
        add(-1L);
    }

    public long sum() {
        return value;
    }

    public synchronized void reset() {
        value = 0L;
    }

    public synchronized long sumThenReset() {
        long s = value;
        value = 0L;
        return s;
    }

    public String toString() {
        return Long.toString(sum());
    }

    public long longValue() {
        return sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }

    public double doubleValue() {
        return (double) sum();
    }
}
