package java.util.concurrent;

/** A one-shot latch; waiting uses a private monitor. */
public class CountDownLatch {
    private final Object lock = new Object();
    /** Written while holding lock. */
    private volatile long count;

    public CountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    public void await() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            while (count > 0) {
                lock.wait();
            }
        }
    }

    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(timeout);
        synchronized (lock) {
            long deadline = System.nanoTime() + nanos;
            while (count > 0) {
                long rem = deadline - System.nanoTime();
                if (rem <= 0L) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(lock, rem);
            }
            return true;
        }
    }

    public void countDown() {
        synchronized (lock) {
            if (count > 0) {
                if (--count == 0) {
                    lock.notifyAll();
                }
            }
        }
    }

    public long getCount() {
        return count;
    }

    public String toString() {
        return super.toString() + "[Count = " + count + "]";
    }
}
