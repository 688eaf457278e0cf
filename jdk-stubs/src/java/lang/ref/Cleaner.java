package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;
import java.util.function.Function;

import rjvm.internal.CleanerImpl;

/**
 * Runs cleaning actions when objects become phantom reachable. Each cleaner has a daemon
 * thread that takes the phantom references of its registered objects from a queue and runs
 * their actions (rjvm.internal.CleanerImpl, after the JDK's jdk.internal.ref.CleanerImpl).
 */
public final class Cleaner {
    final CleanerImpl impl;

    static {
        CleanerImpl.setCleanerImplAccess(new Function<Cleaner, CleanerImpl>() {
            public CleanerImpl apply(Cleaner cleaner) {
                return cleaner.impl;
            }
        });
    }

    private Cleaner() {
        impl = new CleanerImpl();
    }

    /** A cleaner with its own daemon thread ("Cleaner-N"). */
    public static Cleaner create() {
        Cleaner cleaner = new Cleaner();
        cleaner.impl.start(cleaner, null);
        return cleaner;
    }

    /** A cleaner whose thread comes from {@code threadFactory}. */
    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        Cleaner cleaner = new Cleaner();
        cleaner.impl.start(cleaner, threadFactory);
        return cleaner;
    }

    /** Runs {@code action} once {@code obj} becomes phantom reachable (or when cleaned). */
    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new CleanerImpl.PhantomCleanableRef(obj, this, action);
    }

    /** A registered cleaning action; {@code clean()} runs it at most once. */
    public interface Cleanable {
        void clean();
    }
}
