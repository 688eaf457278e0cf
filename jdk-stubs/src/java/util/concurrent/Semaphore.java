package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;

/**
 * A counting semaphore on a private monitor. A fair semaphore serves waiting acquirers in
 * arrival order (a request for n permits at the head holds back later ones); tryAcquire()
 * without a timeout always barges, as documented.
 */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = -3222578661600680210L;

    private final boolean fair;
    private final transient Object lock = new Object();
    /** Guarded by lock. */
    private int permits;
    private final transient ArrayDeque<Thread> queue = new ArrayDeque<Thread>();

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    private boolean acquire(int n, boolean interruptible, boolean timed, long nanos) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean interrupted = false;
        boolean acquired = false;
        synchronized (lock) {
            if ((!fair || queue.isEmpty()) && permits >= n) {
                permits -= n;
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            queue.addLast(me);
            try {
                for (;;) {
                    if ((!fair || queue.peekFirst() == me) && permits >= n) {
                        permits -= n;
                        acquired = true;
                        break;
                    }
                    try {
                        if (timed) {
                            long rem = deadline - System.nanoTime();
                            if (rem <= 0L) {
                                break;
                            }
                            TimeUnit.NANOSECONDS.timedWait(lock, rem);
                        } else {
                            lock.wait();
                        }
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            throw e;
                        }
                        interrupted = true;
                    }
                }
            } finally {
                queue.removeFirstOccurrence(me);
                if (fair || acquired && permits > 0) {
                    lock.notifyAll();
                }
            }
        }
        if (interrupted) {
            me.interrupt();
        }
        return acquired;
    }

    public void acquire() throws InterruptedException {
        acquire(1, true, false, 0L);
    }

    public void acquire(int permits) throws InterruptedException {
        acquire(permits, true, false, 0L);
    }

    public void acquireUninterruptibly() {
        try {
            acquire(1, false, false, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public void acquireUninterruptibly(int permits) {
        try {
            acquire(permits, false, false, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public boolean tryAcquire(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            if (permits >= n) {
                permits -= n;
                return true;
            }
            return false;
        }
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return acquire(1, true, true, unit.toNanos(timeout));
    }

    public boolean tryAcquire(int permits, long timeout, TimeUnit unit) throws InterruptedException {
        return acquire(permits, true, true, unit.toNanos(timeout));
    }

    public void release() {
        release(1);
    }

    public void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            int next = permits + n;
            if (next < permits) {
                throw new Error("Maximum permit count exceeded");
            }
            permits = next;
            lock.notifyAll();
        }
    }

    public int availablePermits() {
        synchronized (lock) {
            return permits;
        }
    }

    public int drainPermits() {
        synchronized (lock) {
            int p = permits;
            permits = 0;
            return p;
        }
    }

    protected void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            permits -= reduction;
        }
    }

    public boolean isFair() {
        return fair;
    }

    public final boolean hasQueuedThreads() {
        synchronized (lock) {
            return !queue.isEmpty();
        }
    }

    public final int getQueueLength() {
        synchronized (lock) {
            return queue.size();
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        synchronized (lock) {
            return new ArrayList<Thread>(queue);
        }
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
