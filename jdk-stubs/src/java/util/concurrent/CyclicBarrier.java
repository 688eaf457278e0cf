package java.util.concurrent;

/**
 * A reusable barrier on a private monitor. Each use is a generation: the last thread to arrive
 * runs the barrier action and starts a new generation. An interrupt, a timeout, a failing
 * barrier action or reset() breaks the current generation: its waiters get
 * BrokenBarrierException (the interrupted / timed-out thread gets InterruptedException /
 * TimeoutException).
 */
public class CyclicBarrier {
    private static final class Generation {
        boolean broken;
    }

    private final Object lock = new Object();
    private final int parties;
    private final Runnable barrierCommand;
    /** Guarded by lock. */
    private Generation generation = new Generation();
    private int count;

    public CyclicBarrier(int parties, Runnable barrierAction) {
        if (parties <= 0) {
            throw new IllegalArgumentException();
        }
        this.parties = parties;
        this.count = parties;
        this.barrierCommand = barrierAction;
    }

    public CyclicBarrier(int parties) {
        this(parties, null);
    }

    public int getParties() {
        return parties;
    }

    /** Caller holds lock. */
    private void nextGeneration() {
        lock.notifyAll();
        count = parties;
        generation = new Generation();
    }

    /** Caller holds lock. */
    private void breakBarrier() {
        generation.broken = true;
        count = parties;
        lock.notifyAll();
    }

    private int dowait(boolean timed, long nanos) throws InterruptedException, BrokenBarrierException,
            TimeoutException {
        synchronized (lock) {
            final Generation g = generation;
            if (g.broken) {
                throw new BrokenBarrierException();
            }
            if (Thread.interrupted()) {
                breakBarrier();
                throw new InterruptedException();
            }
            int index = --count;
            if (index == 0) {
                Runnable command = barrierCommand;
                boolean ok = false;
                try {
                    if (command != null) {
                        command.run();
                    }
                    ok = true;
                } finally {
                    if (!ok) {
                        breakBarrier();
                    }
                }
                nextGeneration();
                return 0;
            }
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            for (;;) {
                try {
                    if (!timed) {
                        lock.wait();
                    } else {
                        long rem = deadline - System.nanoTime();
                        if (rem > 0L) {
                            TimeUnit.NANOSECONDS.timedWait(lock, rem);
                        }
                    }
                } catch (InterruptedException ie) {
                    if (g == generation && !g.broken) {
                        breakBarrier();
                        throw ie;
                    }
                    // the barrier tripped or broke meanwhile: keep the interrupt for later
                    Thread.currentThread().interrupt();
                }
                if (g.broken) {
                    throw new BrokenBarrierException();
                }
                if (g != generation) {
                    return index;
                }
                if (timed && deadline - System.nanoTime() <= 0L) {
                    breakBarrier();
                    throw new TimeoutException();
                }
            }
        }
    }

    public int await() throws InterruptedException, BrokenBarrierException {
        try {
            return dowait(false, 0L);
        } catch (TimeoutException toe) {
            throw new Error(toe);
        }
    }

    public int await(long timeout, TimeUnit unit) throws InterruptedException, BrokenBarrierException,
            TimeoutException {
        return dowait(true, unit.toNanos(timeout));
    }

    public boolean isBroken() {
        synchronized (lock) {
            return generation.broken;
        }
    }

    public void reset() {
        synchronized (lock) {
            breakBarrier();
            nextGeneration();
        }
    }

    public int getNumberWaiting() {
        synchronized (lock) {
            return parties - count;
        }
    }
}
