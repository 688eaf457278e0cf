// Concurrency: fixed thread pool summing the results of many Callables, invokeAll, Runnable
// submit, exceptions wrapped in ExecutionException, cancellation, shutdown/awaitTermination,
// rejection after shutdown, worker thread names, single-thread executor ordering.
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class ConcExecutorSum {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        final TreeSet<String> names = new TreeSet<String>();
        List<Future<Long>> futures = new ArrayList<Future<Long>>();
        for (int i = 0; i < 100; i++) {
            final int from = i * 100;
            futures.add(pool.submit(() -> {
                synchronized (names) { names.add(Thread.currentThread().getName()); }
                long s = 0;
                for (int k = from; k < from + 100; k++) s += (long) k * k;
                return s;
            }));
        }
        long total = 0;
        for (Future<Long> f : futures) total += f.get();
        long expected = 0;
        for (long k = 0; k < 10000; k++) expected += k * k;
        System.out.println("sum of squares: " + total + " expected " + expected);
        System.out.println("all done: " + futures.get(99).isDone() + ", cancelled: " + futures.get(0).isCancelled());
        System.out.println("worker names: " + names);

        List<Callable<String>> calls = new ArrayList<Callable<String>>();
        for (int i = 0; i < 6; i++) {
            final int id = i;
            calls.add(() -> "task" + id + ":" + (id * id));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<String> f : pool.invokeAll(calls)) sb.append(f.get()).append(' ');
        System.out.println("invokeAll: " + sb.toString().trim());
        System.out.println("invokeAny: " + pool.invokeAny(calls).startsWith("task"));

        final int[] runs = new int[1];
        Future<?> rf = pool.submit(() -> { synchronized (runs) { runs[0]++; } });
        System.out.println("runnable future result: " + rf.get() + ", runs " + runs[0]);
        Future<String> withResult = pool.submit(() -> { synchronized (runs) { runs[0]++; } }, "given");
        System.out.println("runnable with result: " + withResult.get());

        Future<Integer> failing = pool.submit(() -> {
            if (runs[0] > 0) throw new IllegalStateException("bad input");
            return 1;
        });
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException: " + e.getMessage());
            System.out.println("cause: " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
        }

        // cancellation of a queued task behind a blocked one
        ExecutorService single = Executors.newSingleThreadExecutor();
        final CountDownLatch gate = new CountDownLatch(1);
        final CountDownLatch running = new CountDownLatch(1);
        Future<String> blocker = single.submit(() -> {
            running.countDown();
            gate.await();
            return "blocker done";
        });
        Future<String> queued = single.submit(() -> "never runs");
        running.await();
        try {
            blocker.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("get with timeout: " + e.getClass().getSimpleName());
        }
        System.out.println("cancel queued: " + queued.cancel(false) + ", again: " + queued.cancel(false) + ", isCancelled " + queued.isCancelled() + ", isDone " + queued.isDone());
        try {
            queued.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled: " + e.getClass().getName());
        }
        gate.countDown();
        System.out.println(blocker.get() + ", cancel after done: " + blocker.cancel(true));

        // ordering on a single-thread executor
        final StringBuilder order = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            final int id = i;
            single.execute(() -> order.append(id));
        }
        single.shutdown();
        System.out.println("single terminated: " + single.awaitTermination(10, TimeUnit.SECONDS) + ", order " + order);

        // interrupting a running task with cancel(true)
        final CountDownLatch started = new CountDownLatch(1);
        final String[] how = new String[1];
        final CountDownLatch finished = new CountDownLatch(1);
        Future<?> sleeper = pool.submit(() -> {
            started.countDown();
            try {
                Thread.sleep(20000);
                how[0] = "slept";
            } catch (InterruptedException e) {
                how[0] = "interrupted: " + e.getMessage();
            }
            finished.countDown();
        });
        started.await();
        System.out.println("cancel(true) running: " + sleeper.cancel(true));
        finished.await();
        System.out.println("running task was " + how[0]);

        pool.shutdown();
        System.out.println("isShutdown " + pool.isShutdown());
        System.out.println("terminated: " + pool.awaitTermination(10, TimeUnit.SECONDS) + " " + pool.isTerminated());
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: " + e.getClass().getName());
        }

        // shutdownNow returns the queued tasks
        ExecutorService one = Executors.newFixedThreadPool(1);
        final CountDownLatch hold = new CountDownLatch(1);
        final CountDownLatch inTask = new CountDownLatch(1);
        one.execute(() -> {
            inTask.countDown();
            try { hold.await(); how[0] = "not interrupted"; } catch (InterruptedException e) { how[0] = "first task interrupted by shutdownNow"; }
        });
        for (int i = 0; i < 3; i++) one.execute(() -> System.out.println("must not run"));
        inTask.await();
        List<Runnable> pending = one.shutdownNow();
        System.out.println("shutdownNow returned " + pending.size() + " tasks");
        System.out.println("terminated: " + one.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println(how[0]);

        // a cached pool grows on demand and reuses idle threads
        ExecutorService cached = Executors.newCachedThreadPool();
        final CountDownLatch all = new CountDownLatch(3);
        final CountDownLatch release = new CountDownLatch(1);
        for (int i = 0; i < 3; i++) {
            cached.execute(() -> {
                all.countDown();
                try { release.await(); } catch (InterruptedException e) { }
            });
        }
        System.out.println("cached pool ran 3 blocking tasks at once: " + all.await(10, TimeUnit.SECONDS));
        release.countDown();
        cached.shutdown();
        System.out.println("cached terminated: " + cached.awaitTermination(10, TimeUnit.SECONDS));
    }
}
