// Concurrency: ReentrantLock with two Conditions as a bounded buffer (producer/consumer totals),
// reentrancy and hold counts, tryLock from another thread, tryLock with timeout, unlock by a
// non-owner (IllegalMonitorStateException), lockInterruptibly interrupted, await timeouts,
// signal without the lock, fair lock, ReentrantReadWriteLock basics.
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ConcLockCondition {
    static final class Buffer {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final int[] items = new int[5];
        int putIdx, takeIdx, count;

        void put(int x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) notFull.await();
                items[putIdx] = x;
                putIdx = (putIdx + 1) % items.length;
                count++;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) notEmpty.await();
                int x = items[takeIdx];
                takeIdx = (takeIdx + 1) % items.length;
                count--;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final Buffer buf = new Buffer();
        final int producers = 3, consumers = 2, perProducer = 2000;
        final long[] sums = new long[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int i = 0; i < producers; i++) {
            final int id = i;
            ps[i] = new Thread(() -> {
                try {
                    for (int k = 1; k <= perProducer; k++) buf.put(id * 10000 + k);
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (int i = 0; i < consumers; i++) {
            final int id = i;
            cs[i] = new Thread(() -> {
                try {
                    for (int v; (v = buf.take()) >= 0;) sums[id] += v;
                } catch (InterruptedException e) { throw new RuntimeException(e); }
            });
        }
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.start();
        for (Thread t : ps) t.join();
        for (int i = 0; i < consumers; i++) buf.put(-1);
        for (Thread t : cs) t.join();
        long expected = 0;
        for (int i = 0; i < producers; i++) for (int k = 1; k <= perProducer; k++) expected += i * 10000 + k;
        System.out.println("condition buffer sum " + (sums[0] + sums[1]) + " expected " + expected);

        final ReentrantLock lock = new ReentrantLock();
        lock.lock();
        lock.lock();
        System.out.println("hold count " + lock.getHoldCount() + ", held by me " + lock.isHeldByCurrentThread() + ", locked " + lock.isLocked() + ", fair " + lock.isFair());
        final String[] r = new String[6];
        Thread other = new Thread(() -> {
            r[0] = "tryLock from other: " + lock.tryLock();
            try {
                long t0 = System.nanoTime();
                boolean got = lock.tryLock(30, TimeUnit.MILLISECONDS);
                r[1] = "tryLock(30ms): " + got + ", waited >= 25ms: " + ((System.nanoTime() - t0) / 1000000 >= 25);
            } catch (InterruptedException e) { r[1] = "interrupted"; }
            try {
                lock.unlock();
                r[2] = "unlock by non-owner succeeded";
            } catch (IllegalMonitorStateException e) {
                r[2] = "unlock by non-owner: " + e.getClass().getName();
            }
            r[3] = "other sees held by current: " + lock.isHeldByCurrentThread() + ", hold count " + lock.getHoldCount();
        });
        other.start();
        other.join();
        for (int i = 0; i < 4; i++) System.out.println(r[i]);
        lock.unlock();
        lock.unlock();
        System.out.println("after two unlocks: locked " + lock.isLocked());
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock when not held: " + e.getClass().getName() + " message=" + e.getMessage());
        }

        // lockInterruptibly
        lock.lock();
        final boolean[] waiting = new boolean[1];
        Thread li = new Thread(() -> {
            try {
                waiting[0] = true;
                lock.lockInterruptibly();
                r[4] = "acquired";
                lock.unlock();
            } catch (InterruptedException e) {
                r[4] = "lockInterruptibly: " + e.getClass().getName() + ", flag " + Thread.currentThread().isInterrupted();
            }
        });
        li.start();
        while (!lock.hasQueuedThreads()) Thread.sleep(1);
        System.out.println("queue length " + lock.getQueueLength() + ", has queued li " + lock.hasQueuedThread(li));
        li.interrupt();
        li.join();
        lock.unlock();
        System.out.println(r[4]);

        // conditions: timeouts and illegal use
        Condition c = lock.newCondition();
        try {
            c.signal();
        } catch (IllegalMonitorStateException e) {
            System.out.println("signal without lock: " + e.getClass().getName());
        }
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await without lock: " + e.getClass().getName());
        }
        lock.lock();
        try {
            System.out.println("await(20ms) result: " + c.await(20, TimeUnit.MILLISECONDS) + ", still held " + lock.isHeldByCurrentThread());
            System.out.println("awaitNanos(1ms) <= 0: " + (c.awaitNanos(1000000L) <= 0));
            System.out.println("has waiters: " + lock.hasWaiters(c) + ", wait queue " + lock.getWaitQueueLength(c));
        } finally {
            lock.unlock();
        }
        // signalAll wakes all waiters, each re-acquires the lock with its hold count
        final int[] woke = {0};
        final int[] holds = new int[3];
        Thread[] ws = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ws[i] = new Thread(() -> {
                lock.lock();
                lock.lock();
                try {
                    c.await();
                    woke[0]++;
                    holds[id] = lock.getHoldCount();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                } finally {
                    lock.unlock();
                    lock.unlock();
                }
            });
            ws[i].start();
        }
        for (;;) {
            lock.lock();
            try {
                if (lock.getWaitQueueLength(c) == 3) {
                    c.signalAll();
                    break;
                }
            } finally {
                lock.unlock();
            }
            Thread.sleep(1);
        }
        for (Thread t : ws) t.join();
        System.out.println("signalAll woke " + woke[0] + ", hold counts " + holds[0] + holds[1] + holds[2]);

        // an interrupted await re-acquires the lock before throwing
        final boolean[] heldAfter = new boolean[1];
        Thread ai = new Thread(() -> {
            lock.lock();
            try {
                c.await();
                r[5] = "await returned";
            } catch (InterruptedException e) {
                heldAfter[0] = lock.isHeldByCurrentThread();
                r[5] = "await interrupted, lock held: " + heldAfter[0];
            } finally {
                lock.unlock();
            }
        });
        ai.start();
        for (;;) {
            lock.lock();
            try {
                if (lock.hasWaiters(c)) break;
            } finally {
                lock.unlock();
            }
            Thread.sleep(1);
        }
        ai.interrupt();
        ai.join();
        System.out.println(r[5]);

        // a fair lock shared by 4 threads
        final ReentrantLock fair = new ReentrantLock(true);
        final long[] counter = new long[1];
        Thread[] fs = new Thread[4];
        for (int i = 0; i < 4; i++) {
            fs[i] = new Thread(() -> {
                for (int k = 0; k < 2000; k++) {
                    fair.lock();
                    try { counter[0]++; } finally { fair.unlock(); }
                }
            });
            fs[i].start();
        }
        for (Thread t : fs) t.join();
        System.out.println("fair lock counter " + counter[0] + ", fair " + fair.isFair());

        // ReentrantReadWriteLock: readers share, writer excludes
        final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        final int[] shared = {0};
        final int[] maxReaders = {0, 0};
        Thread[] rws = new Thread[6];
        for (int i = 0; i < 6; i++) {
            final boolean writer = i % 3 == 0;
            rws[i] = new Thread(() -> {
                for (int k = 0; k < 300; k++) {
                    if (writer) {
                        rw.writeLock().lock();
                        try { shared[0]++; } finally { rw.writeLock().unlock(); }
                    } else {
                        rw.readLock().lock();
                        try {
                            int n = rw.getReadLockCount();
                            synchronized (maxReaders) { if (n > maxReaders[0]) maxReaders[0] = n; }
                            if (rw.isWriteLocked()) maxReaders[1]++;
                        } finally { rw.readLock().unlock(); }
                    }
                }
            });
            rws[i].start();
        }
        for (Thread t : rws) t.join();
        System.out.println("rw writes " + shared[0] + ", write-locked while reading " + maxReaders[1] + ", readers seen >= 1: " + (maxReaders[0] >= 1));
        rw.writeLock().lock();
        rw.readLock().lock();
        System.out.println("downgrade: write holds " + rw.getWriteHoldCount() + ", read holds " + rw.getReadHoldCount());
        rw.writeLock().unlock();
        System.out.println("after write unlock: write locked " + rw.isWriteLocked() + ", read count " + rw.getReadLockCount());
        rw.readLock().unlock();
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("read unlock not held: " + e.getClass().getName());
        }
    }
}
