package java.util.concurrent;

/**
 * A point where two threads swap objects. The first thread of a pair leaves its object in a
 * slot and waits (on a private monitor); the second takes it, leaves its own and wakes it.
 */
public class Exchanger<V> {
    private static final class Slot {
        final Object offer;
        Object answer;
        boolean matched;

        Slot(Object offer) {
            this.offer = offer;
        }
    }

    private final Object lock = new Object();
    /** Guarded by lock: the slot of a thread waiting for a partner, or null. */
    private Slot waiting;

    public Exchanger() {
    }

    @SuppressWarnings("unchecked")
    private V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            Slot s = waiting;
            if (s != null) {
                waiting = null;
                s.answer = x;
                s.matched = true;
                lock.notifyAll();
                return (V) s.offer;
            }
            Slot mine = new Slot(x);
            waiting = mine;
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            while (!mine.matched) {
                try {
                    if (timed) {
                        long rem = deadline - System.nanoTime();
                        if (rem <= 0L) {
                            waiting = null;
                            throw new TimeoutException();
                        }
                        TimeUnit.NANOSECONDS.timedWait(lock, rem);
                    } else {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    if (mine.matched) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                    waiting = null;
                    throw e;
                }
            }
            return (V) mine.answer;
        }
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException e) {
            throw new Error(e);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }
}
