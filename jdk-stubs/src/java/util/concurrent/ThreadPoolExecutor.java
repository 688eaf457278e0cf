package java.util.concurrent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * A thread pool. Up to {@code corePoolSize} workers are started as tasks arrive; further tasks
 * go to the work queue, and when the queue refuses one, extra workers (up to
 * {@code maximumPoolSize}) are started; workers beyond the core size (or all, with
 * allowCoreThreadTimeOut) exit after {@code keepAliveTime} idle. The pool's state, its set of
 * workers and their idle flags are guarded by the monitor {@code mainLock}. The lock order is
 * mainLock, then the work queue's lock; never the reverse.
 *
 * shutdown() interrupts idle workers (those waiting for a task); after it, workers take the
 * remaining queued tasks without blocking and exit when the queue is empty. shutdownNow()
 * interrupts all workers and drains the queue. A worker clears its interrupt status before
 * each task unless the pool is stopping.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TIDYING = 3;
    private static final int TERMINATED = 4;

    private final Object mainLock = new Object();
    /** Written only while holding mainLock. */
    private volatile int runState = RUNNING;
    /** Guarded by mainLock. */
    private final HashSet<Worker> workers = new HashSet<Worker>();
    private int largestPoolSize;
    private long completedTaskCount;

    private final BlockingQueue<Runnable> workQueue;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        volatile long completedTasks;
        /** True while waiting for a task. Guarded by mainLock. */
        boolean idle;

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
                handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
            BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory, RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    // ------------------------------------------------------------------ workers

    /** Starts a worker. Caller holds mainLock. */
    private boolean addWorker(Runnable firstTask) {
        int rs = runState;
        if (rs >= STOP || (rs == SHUTDOWN && (firstTask != null || workQueue.isEmpty()))) {
            return false;
        }
        Worker w = new Worker(firstTask);
        Thread t = w.thread;
        if (t == null) {
            return false;
        }
        if (t.isAlive()) {
            throw new IllegalThreadStateException();
        }
        workers.add(w);
        if (workers.size() > largestPoolSize) {
            largestPoolSize = workers.size();
        }
        boolean started = false;
        try {
            t.start();
            started = true;
        } finally {
            if (!started) {
                workers.remove(w);
                tryTerminate();
            }
        }
        return true;
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask(w)) != null) {
                boolean stopping;
                synchronized (mainLock) {
                    w.idle = false;
                    stopping = runState >= STOP;
                }
                if (stopping) {
                    if (!wt.isInterrupted()) {
                        wt.interrupt();
                    }
                } else {
                    Thread.interrupted();
                }
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    w.completedTasks++;
                }
            }
            completedAbruptly = false;
        } finally {
            processWorkerExit(w, completedAbruptly);
        }
    }

    /** The next task for {@code w}, or null if the worker must exit. */
    private Runnable getTask(Worker w) {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            boolean draining;
            synchronized (mainLock) {
                int rs = runState;
                if (rs >= STOP || (rs >= SHUTDOWN && workQueue.isEmpty())) {
                    return null;
                }
                int wc = workers.size();
                timed = allowCoreThreadTimeOut || wc > corePoolSize;
                if ((wc > maximumPoolSize || (timed && timedOut)) && (wc > 1 || workQueue.isEmpty())) {
                    // leave the set now, so that other workers count correctly
                    workers.remove(w);
                    return null;
                }
                draining = rs >= SHUTDOWN;
                w.idle = true;
            }
            if (draining) {
                Runnable r = workQueue.poll();
                if (r != null) {
                    return r;
                }
                continue;
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    private void processWorkerExit(Worker w, boolean completedAbruptly) {
        synchronized (mainLock) {
            completedTaskCount += w.completedTasks;
            workers.remove(w);
            tryTerminate();
            if (runState < STOP) {
                if (!completedAbruptly) {
                    int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                    if (min == 0 && !workQueue.isEmpty()) {
                        min = 1;
                    }
                    if (workers.size() >= min) {
                        return;
                    }
                }
                addWorker(null);
            }
        }
    }

    /** Moves to TERMINATED when the pool is shut down, drained and has no workers. Caller holds mainLock. */
    private void tryTerminate() {
        int rs = runState;
        if (rs == RUNNING || rs >= TIDYING || (rs == SHUTDOWN && !workQueue.isEmpty())) {
            return;
        }
        if (!workers.isEmpty()) {
            interruptIdleWorkers();
            return;
        }
        runState = TIDYING;
        try {
            terminated();
        } finally {
            runState = TERMINATED;
            mainLock.notifyAll();
        }
    }

    /** Caller holds mainLock. */
    private void interruptIdleWorkers() {
        for (Worker w : workers) {
            if (w.idle) {
                w.thread.interrupt();
            }
        }
    }

    // ------------------------------------------------------------------ public API

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (mainLock) {
            if (runState == RUNNING) {
                if (workers.size() < corePoolSize && addWorker(command)) {
                    return;
                }
                if (workQueue.offer(command)) {
                    if (workers.isEmpty()) {
                        addWorker(null);
                    }
                    return;
                }
                if (workers.size() < maximumPoolSize && addWorker(command)) {
                    return;
                }
            }
        }
        reject(command);
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    public void shutdown() {
        synchronized (mainLock) {
            if (runState < SHUTDOWN) {
                runState = SHUTDOWN;
            }
            interruptIdleWorkers();
            onShutdown();
            tryTerminate();
        }
    }

    void onShutdown() {
    }

    public List<Runnable> shutdownNow() {
        ArrayList<Runnable> tasks = new ArrayList<Runnable>();
        synchronized (mainLock) {
            if (runState < STOP) {
                runState = STOP;
            }
            for (Worker w : workers) {
                w.thread.interrupt();
            }
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty()) {
                for (Runnable r : workQueue.toArray(new Runnable[0])) {
                    if (workQueue.remove(r)) {
                        tasks.add(r);
                    }
                }
            }
            tryTerminate();
        }
        return tasks;
    }

    public boolean isShutdown() {
        return runState >= SHUTDOWN;
    }

    public boolean isTerminating() {
        int rs = runState;
        return rs >= SHUTDOWN && rs < TERMINATED;
    }

    public boolean isTerminated() {
        return runState == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        synchronized (mainLock) {
            long deadline = System.nanoTime() + nanos;
            while (runState < TERMINATED) {
                long rem = deadline - System.nanoTime();
                if (rem <= 0L) {
                    return false;
                }
                TimeUnit.NANOSECONDS.timedWait(mainLock, rem);
            }
            return true;
        }
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mainLock) {
            int delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workers.size() > corePoolSize) {
                interruptIdleWorkers();
            } else if (delta > 0) {
                int k = Math.min(delta, workQueue.size());
                while (k-- > 0 && workers.size() < corePoolSize && addWorker(null)) {
                    if (workQueue.isEmpty()) {
                        break;
                    }
                }
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        synchronized (mainLock) {
            return workers.size() < corePoolSize && runState == RUNNING && addWorker(null);
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        while (prestartCoreThread()) {
            ++n;
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        synchronized (mainLock) {
            if (value != allowCoreThreadTimeOut) {
                allowCoreThreadTimeOut = value;
                if (value) {
                    interruptIdleWorkers();
                }
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mainLock) {
            this.maximumPoolSize = maximumPoolSize;
            if (workers.size() > maximumPoolSize) {
                interruptIdleWorkers();
            }
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0) {
            synchronized (mainLock) {
                interruptIdleWorkers();
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        synchronized (mainLock) {
            tryTerminate();
        }
        return removed;
    }

    public void purge() {
        for (Runnable r : workQueue.toArray(new Runnable[0])) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        synchronized (mainLock) {
            tryTerminate();
        }
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return runState >= TIDYING ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (Worker w : workers) {
                if (!w.idle) {
                    ++n;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
                if (!w.idle) {
                    ++n;
                }
            }
            return n + workQueue.size();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (Worker w : workers) {
                n += w.completedTasks;
            }
            return n;
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        int rs;
        synchronized (mainLock) {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (Worker w : workers) {
                ncompleted += w.completedTasks;
                if (!w.idle) {
                    ++nactive;
                }
            }
            rs = runState;
        }
        String state = rs == RUNNING ? "Running" : rs == TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + state + ", pool size = " + nworkers + ", active threads = " + nactive
                + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    // ------------------------------------------------------------------ rejection policies

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
