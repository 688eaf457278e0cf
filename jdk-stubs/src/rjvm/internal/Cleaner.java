package rjvm.internal;

import java.lang.ref.PhantomReference;
import java.lang.ref.ReferenceQueue;

/**
 * A cleaner run directly by the Reference Handler thread, without a queue or a thread of its
 * own (the JDK's jdk.internal.ref.Cleaner): for short, VM-internal cleanup such as freeing
 * native memory. Actions must not block; one that throws ends the VM, as in the JDK.
 */
public class Cleaner extends PhantomReference<Object> {
    /** Never polled: the Reference Handler runs cleaners instead of enqueueing them. */
    private static final ReferenceQueue<Object> dummyQueue = new ReferenceQueue<Object>();

    /** All live cleaners, doubly linked, so that they stay reachable until they ran. */
    private static Cleaner first = null;

    private Cleaner next = null;
    private Cleaner prev = null;

    private final Runnable thunk;

    private static synchronized Cleaner add(Cleaner cl) {
        if (first != null) {
            cl.next = first;
            first.prev = cl;
        }
        first = cl;
        return cl;
    }

    private static synchronized boolean remove(Cleaner cl) {
        if (cl.next == cl) {
            return false; // already removed
        }
        if (first == cl) {
            first = (cl.next != null) ? cl.next : cl.prev;
        }
        if (cl.next != null) {
            cl.next.prev = cl.prev;
        }
        if (cl.prev != null) {
            cl.prev.next = cl.next;
        }
        cl.next = cl;
        cl.prev = cl;
        return true;
    }

    private Cleaner(Object referent, Runnable thunk) {
        super(referent, dummyQueue);
        this.thunk = thunk;
    }

    /** A cleaner that runs {@code thunk} once {@code ob} is phantom reachable (null: none). */
    public static Cleaner create(Object ob, Runnable thunk) {
        if (thunk == null) {
            return null;
        }
        return add(new Cleaner(ob, thunk));
    }

    /** Runs the action, the first time only. */
    public void clean() {
        if (!remove(this)) {
            return;
        }
        try {
            thunk.run();
        } catch (Throwable x) {
            if (System.err != null) {
                new Error("Cleaner terminated abnormally", x).printStackTrace();
            }
            System.exit(1);
        }
    }
}
