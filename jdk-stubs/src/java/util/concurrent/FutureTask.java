package java.util.concurrent;

/**
 * A cancellable computation. State changes and waiting use this task's monitor.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTED = 6;

    /** Changed only while holding this task's monitor. */
    private volatile int state;
    private Callable<V> callable;
    private Object outcome;
    private volatile Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTED : CANCELLED;
            // interrupt while holding the monitor: run() clears runner under it, so the interrupt
            // cannot reach a task the runner starts afterwards
            Thread r = runner;
            if (mayInterruptIfRunning && r != null) {
                r.interrupt();
            }
            notifyAll();
        }
        finishCompletion();
        return true;
    }

    @SuppressWarnings("unchecked")
    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public V get() throws InterruptedException, ExecutionException {
        int s;
        synchronized (this) {
            if (state == NEW && Thread.interrupted()) {
                throw new InterruptedException();
            }
            while ((s = state) == NEW) {
                wait();
            }
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        long nanos = unit.toNanos(timeout);
        int s;
        synchronized (this) {
            if (state == NEW && Thread.interrupted()) {
                throw new InterruptedException();
            }
            long deadline = System.nanoTime() + nanos;
            while ((s = state) == NEW) {
                long rem = deadline - System.nanoTime();
                if (rem <= 0L) {
                    throw new TimeoutException();
                }
                TimeUnit.NANOSECONDS.timedWait(this, rem);
            }
        }
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
            notifyAll();
        }
        finishCompletion();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
            notifyAll();
        }
        finishCompletion();
    }

    private void finishCompletion() {
        callable = null;
        done();
    }

    public void run() {
        synchronized (this) {
            if (state != NEW || runner != null) {
                return;
            }
            runner = Thread.currentThread();
        }
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
    }

    /** Runs the task without setting a result; returns true if it may be run again. */
    protected boolean runAndReset() {
        synchronized (this) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
        }
        boolean ran = false;
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            synchronized (this) {
                runner = null;
            }
        }
        return ran && state == NEW;
    }

    public String toString() {
        final String status;
        switch (state) {
            case NORMAL:
                status = "[Completed normally]";
                break;
            case EXCEPTIONAL:
                status = "[Completed exceptionally: " + outcome + "]";
                break;
            case CANCELLED:
            case INTERRUPTED:
                status = "[Cancelled]";
                break;
            default:
                final Callable<?> c = callable;
                status = (c == null) ? "[Incomplete]" : "[Incomplete, task = " + c + "]";
        }
        return super.toString() + status;
    }
}
