package java.util.concurrent.locks;

import java.util.HashMap;
import java.util.concurrent.TimeUnit;

/**
 * A basic reentrant read-write lock on one private monitor. Many readers or one writer; the
 * writer may also take the read lock (downgrading). A reader that does not already hold the
 * read lock waits while a writer is waiting, so writers are not starved. Upgrading (read to
 * write) deadlocks, as in the JDK. Conditions are not supported.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = -6992448646407690164L;

    private final boolean fair;
    private final transient Object sync = new Object();
    /** All guarded by sync. */
    private transient Thread writer;
    private transient int writeHolds;
    private transient int readHolds;
    private transient final HashMap<Thread, int[]> readers = new HashMap<Thread, int[]>();
    private transient int waitingWriters;
    private transient int waitingReaders;

    private final ReadLock readerLock;
    private final WriteLock writerLock;

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this.fair = fair;
        this.readerLock = new ReadLock(this);
        this.writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public final boolean isFair() {
        return fair;
    }

    /** Caller holds sync. */
    private boolean canRead(Thread me) {
        if (writer != null) {
            return writer == me;
        }
        return waitingWriters == 0 || readers.containsKey(me);
    }

    /** Caller holds sync. */
    private boolean canWrite(Thread me) {
        if (writer != null) {
            return writer == me;
        }
        return readHolds == 0;
    }

    private void take(boolean write, Thread me) {
        if (write) {
            writer = me;
            writeHolds++;
        } else {
            int[] c = readers.get(me);
            if (c == null) {
                readers.put(me, new int[] {1});
            } else {
                c[0]++;
            }
            readHolds++;
        }
    }

    boolean acquire(boolean write, boolean interruptible, boolean timed, long nanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        if (interruptible && Thread.interrupted()) {
            throw new InterruptedException();
        }
        boolean interrupted = false;
        boolean acquired = false;
        synchronized (sync) {
            if (write ? canWrite(me) : canRead(me)) {
                take(write, me);
                return true;
            }
            if (timed && nanos <= 0L) {
                return false;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            if (write) {
                waitingWriters++;
            } else {
                waitingReaders++;
            }
            try {
                for (;;) {
                    if (write ? canWrite(me) : canRead(me)) {
                        take(write, me);
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
                if (write) {
                    waitingWriters--;
                    if (!acquired) {
                        // readers held back for this writer may go now
                        sync.notifyAll();
                    }
                } else {
                    waitingReaders--;
                }
            }
        }
        if (interrupted) {
            me.interrupt();
        }
        return acquired;
    }

    boolean tryNow(boolean write) {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            boolean ok = write ? (writer == null ? readHolds == 0 : writer == me) : (writer == null || writer == me);
            if (ok) {
                take(write, me);
            }
            return ok;
        }
    }

    void release(boolean write) {
        Thread me = Thread.currentThread();
        synchronized (sync) {
            if (write) {
                if (writer != me) {
                    throw new IllegalMonitorStateException();
                }
                if (--writeHolds == 0) {
                    writer = null;
                    sync.notifyAll();
                }
            } else {
                int[] c = readers.get(me);
                if (c == null) {
                    throw new IllegalMonitorStateException(
                            "attempt to unlock read lock, not locked by current thread");
                }
                if (--c[0] == 0) {
                    readers.remove(me);
                }
                if (--readHolds == 0) {
                    sync.notifyAll();
                }
            }
        }
    }

    public int getReadLockCount() {
        synchronized (sync) {
            return readHolds;
        }
    }

    public boolean isWriteLocked() {
        synchronized (sync) {
            return writer != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        synchronized (sync) {
            return writer == Thread.currentThread();
        }
    }

    public int getWriteHoldCount() {
        synchronized (sync) {
            return writer == Thread.currentThread() ? writeHolds : 0;
        }
    }

    public int getReadHoldCount() {
        synchronized (sync) {
            int[] c = readers.get(Thread.currentThread());
            return c == null ? 0 : c[0];
        }
    }

    protected Thread getOwner() {
        synchronized (sync) {
            return writer;
        }
    }

    public final boolean hasQueuedThreads() {
        synchronized (sync) {
            return waitingReaders + waitingWriters > 0;
        }
    }

    public final int getQueueLength() {
        synchronized (sync) {
            return waitingReaders + waitingWriters;
        }
    }

    public String toString() {
        int w;
        int r;
        synchronized (sync) {
            w = writeHolds;
            r = readHolds;
        }
        return super.toString() + "[Write locks = " + w + ", Read locks = " + r + "]";
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -5992448646407690164L;
        private final ReentrantReadWriteLock rw;

        protected ReadLock(ReentrantReadWriteLock lock) {
            rw = lock;
        }

        public void lock() {
            try {
                rw.acquire(false, false, false, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            rw.acquire(false, true, false, 0L);
        }

        public boolean tryLock() {
            return rw.tryNow(false);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return rw.acquire(false, true, true, unit.toNanos(timeout));
        }

        public void unlock() {
            rw.release(false);
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            return super.toString() + "[Read locks = " + rw.getReadLockCount() + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -4992448646407690164L;
        private final ReentrantReadWriteLock rw;

        protected WriteLock(ReentrantReadWriteLock lock) {
            rw = lock;
        }

        public void lock() {
            try {
                rw.acquire(true, false, false, 0L);
            } catch (InterruptedException e) {
                throw new InternalError(e);
            }
        }

        public void lockInterruptibly() throws InterruptedException {
            rw.acquire(true, true, false, 0L);
        }

        public boolean tryLock() {
            return rw.tryNow(true);
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            return rw.acquire(true, true, true, unit.toNanos(timeout));
        }

        public void unlock() {
            rw.release(true);
        }

        /** Conditions on the write lock are not supported by this basic implementation. */
        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public boolean isHeldByCurrentThread() {
            return rw.isWriteLockedByCurrentThread();
        }

        public int getHoldCount() {
            return rw.getWriteHoldCount();
        }

        public String toString() {
            Thread o = rw.getOwner();
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }
    }
}
