package java.util.concurrent.locks;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Date;
import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock built on one private monitor ({@code sync}). The owner and
 * hold count are guarded by it; waiting threads queue in {@code queue} (in arrival order) and
 * block in {@code sync.wait()}. A fair lock is granted only to the longest-waiting thread;
 * a non-fair one to whichever waiter gets there first. {@code tryLock()} always barges.
 * Conditions share the same monitor, so releasing the lock and starting to wait are atomic.
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 7373984872572414699L;

    private final boolean fair;
    final transient Object sync = new Object();
    /** Guarded by sync. */
    transient Thread owner;
    transient int holds;
    /** Threads waiting to acquire, in arrival order. Guarded by sync. */
    private final transient ArrayDeque<Thread> queue = new ArrayDeque<Thread>();

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    /**
     * Tries to take the free lock for {@code me} (caller holds sync). A fair lock goes only to
     * the head of the queue, or to a newcomer when nobody is queued.
     */
    private boolean grab(Thread me, boolean queued) {
        if (owner != null) {
            return false;
        }
        boolean allowed;
        if (!fair) {
            allowed = true;
        } else if (queued) {
            allowed = queue.peekFirst() == me;
        } else {
            allowed = queue.isEmpty();
        }
        if (allowed) {
            owner = me;
            holds = 1;
            return true;
        }
        return false;
    }

    /**
     * Acquires the lock. Returns false on timeout. Throws InterruptedException only when
     * {@code interruptible}; otherwise an interrupt is remembered and re-asserted.
     */
    private boolean acquire(boolean interruptible, boolean timed, long nanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean interrupted = false;
        boolean acquired = false;
        synchronized (sync) {
            if (owner == me) {
                if (holds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            if (grab(me, false)) {
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            queue.addLast(me);
            try {
                for (;;) {
                    if (grab(me, true)) {
                        acquired = true;
                        break;
                    }
                    try {
                        if (timed) {
                            long rem = deadline - System.nanoTime();
                            if (rem <= 0L) {
                                break;
                            }
                            TimeUnit.NANOSECONDS.timedWait(sync, rem);
                        } else {
                            sync.wait();
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
                if (!acquired && fair) {
                    // the next waiter may now be at the head
                    sync.notifyAll();
                }
            }
        }
        if (interrupted) {
            me.interrupt();
        }
        return acquired;
    }

    public void lock() {
        try {
            acquire(false, false, 0L);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        acquire(true, false, 0L);
    }

    /** Acquires the lock if it is free at once, even on a fair lock (barging), as documented. */
    public boolean tryLock() {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            if (owner == me) {
                if (holds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            if (owner == null) {
                owner = me;
                holds = 1;
                return true;
            }
            return false;
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        return acquire(true, true, unit.toNanos(timeout));
    }

    public void unlock() {
        synchronized (sync) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--holds == 0) {
                owner = null;
                sync.notifyAll();
            }
        }
    }

    public Condition newCondition() {
        return new ConditionObject(this);
    }

    public int getHoldCount() {
        synchronized (sync) {
            return owner == Thread.currentThread() ? holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        synchronized (sync) {
            return owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (sync) {
            return owner != null;
        }
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (sync) {
            return owner;
        }
    }

    public final boolean hasQueuedThreads() {
        synchronized (sync) {
            return !queue.isEmpty();
        }
    }

    public final boolean hasQueuedThread(Thread thread) {
        if (thread == null) {
            throw new NullPointerException();
        }
        synchronized (sync) {
            return queue.contains(thread);
        }
    }

    public final int getQueueLength() {
        synchronized (sync) {
            return queue.size();
        }
    }

    protected Collection<Thread> getQueuedThreads() {
        synchronized (sync) {
            return new ArrayList<Thread>(queue);
        }
    }

    private ConditionObject check(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof ConditionObject) || ((ConditionObject) condition).lock != this) {
            throw new IllegalArgumentException("not owner");
        }
        return (ConditionObject) condition;
    }

    public boolean hasWaiters(Condition condition) {
        ConditionObject c = check(condition);
        synchronized (sync) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            return !c.waiters.isEmpty();
        }
    }

    public int getWaitQueueLength(Condition condition) {
        ConditionObject c = check(condition);
        synchronized (sync) {
            if (owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            return c.waiters.size();
        }
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }

    /** Fully releases the lock held by {@code me}; returns the hold count. Caller holds sync. */
    int releaseAll(Thread me) {
        if (owner != me) {
            throw new IllegalMonitorStateException();
        }
        int saved = holds;
        owner = null;
        holds = 0;
        sync.notifyAll();
        return saved;
    }

    /**
     * Re-acquires the lock with {@code saved} holds, ignoring interrupts; returns true if the
     * thread was interrupted meanwhile. Caller holds sync.
     */
    boolean reacquire(Thread me, int saved) {
        boolean interrupted = false;
        queue.addLast(me);
        try {
            while (!grab(me, true)) {
                try {
                    sync.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            holds = saved;
        } finally {
            queue.removeFirstOccurrence(me);
        }
        return interrupted;
    }

    /** A condition of a ReentrantLock; its wait queue is guarded by the lock's monitor. */
    static final class ConditionObject implements Condition, java.io.Serializable {
        private static final long serialVersionUID = 1173984872572414699L;

        static final class Node {
            boolean signalled;
        }

        final ReentrantLock lock;
        final ArrayDeque<Node> waiters = new ArrayDeque<Node>();

        ConditionObject(ReentrantLock lock) {
            this.lock = lock;
        }

        /** Waits for a signal, then re-acquires the lock. Returns the nanos left (timed). */
        private long doAwait(boolean interruptible, boolean timed, long nanos, boolean[] timedOut)
                throws InterruptedException {
            Thread me = Thread.currentThread();
            if (interruptible && Thread.interrupted()) {
                throw new InterruptedException();
            }
            boolean interrupted = false;
            boolean throwIE = false;
            long remaining = 0L;
            Object sync = lock.sync;
            synchronized (sync) {
                if (lock.owner != me) {
                    throw new IllegalMonitorStateException();
                }
                Node node = new Node();
                waiters.addLast(node);
                int saved = lock.releaseAll(me);
                long deadline = timed ? System.nanoTime() + nanos : 0L;
                while (!node.signalled) {
                    if (timed) {
                        remaining = deadline - System.nanoTime();
                        if (remaining <= 0L) {
                            waiters.removeFirstOccurrence(node);
                            if (timedOut != null) {
                                timedOut[0] = true;
                            }
                            break;
                        }
                    }
                    try {
                        if (timed) {
                            TimeUnit.NANOSECONDS.timedWait(sync, remaining);
                        } else {
                            sync.wait();
                        }
                    } catch (InterruptedException e) {
                        if (!interruptible || node.signalled) {
                            interrupted = true;
                        } else {
                            waiters.removeFirstOccurrence(node);
                            throwIE = true;
                            break;
                        }
                    }
                }
                if (lock.reacquire(me, saved)) {
                    interrupted = true;
                }
                if (timed) {
                    remaining = deadline - System.nanoTime();
                }
            }
            if (throwIE) {
                throw new InterruptedException();
            }
            if (interrupted) {
                me.interrupt();
            }
            return remaining;
        }

        public void await() throws InterruptedException {
            doAwait(true, false, 0L, null);
        }

        public void awaitUninterruptibly() {
            try {
                doAwait(false, false, 0L, null);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public long awaitNanos(long nanosTimeout) throws InterruptedException {
            boolean[] timedOut = new boolean[1];
            long rem = doAwait(true, true, nanosTimeout, timedOut);
            if (timedOut[0] && rem > 0L) {
                rem = 0L;
            }
            return rem;
        }

        public boolean await(long time, TimeUnit unit) throws InterruptedException {
            boolean[] timedOut = new boolean[1];
            doAwait(true, true, unit.toNanos(time), timedOut);
            return !timedOut[0];
        }

        public boolean awaitUntil(Date deadline) throws InterruptedException {
            long ms = deadline.getTime() - System.currentTimeMillis();
            long nanos = ms > Long.MAX_VALUE / 1000000L ? Long.MAX_VALUE : ms * 1000000L;
            boolean[] timedOut = new boolean[1];
            doAwait(true, true, nanos, timedOut);
            return !timedOut[0];
        }

        public void signal() {
            synchronized (lock.sync) {
                if (lock.owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                Node n = waiters.pollFirst();
                if (n != null) {
                    n.signalled = true;
                    lock.sync.notifyAll();
                }
            }
        }

        public void signalAll() {
            synchronized (lock.sync) {
                if (lock.owner != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                if (!waiters.isEmpty()) {
                    for (Node n; (n = waiters.pollFirst()) != null;) {
                        n.signalled = true;
                    }
                    lock.sync.notifyAll();
                }
            }
        }
    }
}
