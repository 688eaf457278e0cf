// ARGS: 110
/**
 * Object-oriented: an operating-system task scheduler in the style of the
 * classic Richards benchmark. Tasks (an idle task, a worker, two handlers,
 * two devices) are objects with a virtual run method, linked into a
 * priority list; they exchange packets through queues, wait, hold and
 * release one another. Most of the time goes into small virtual methods
 * and field accesses.
 */
public class Richards {
    static final int IDLE = 0, WORKER = 1, HANDLER_A = 2, HANDLER_B = 3, DEVICE_A = 4, DEVICE_B = 5, NTASKS = 6;
    static final int KIND_DEVICE = 0, KIND_WORK = 1;

    static final class Packet {
        Packet link;
        int id, kind, a1;
        final int[] a2 = new int[4];
        Packet(Packet link, int id, int kind) { this.link = link; this.id = id; this.kind = kind; }
        Packet append(Packet queue) {
            link = null;
            if (queue == null) return this;
            Packet p = queue;
            while (p.link != null) p = p.link;
            p.link = this;
            return queue;
        }
    }

    static abstract class Task {
        final Scheduler s;
        Task link;
        final int id, pri;
        Packet queue;
        boolean packetPending, waiting, holding;
        Task(Scheduler s, int id, int pri, Packet queue) {
            this.s = s; this.id = id; this.pri = pri; this.queue = queue;
            packetPending = queue != null;
            link = s.list;
            s.list = this;
            s.table[id] = this;
        }
        boolean heldOrSuspended() { return holding || (!packetPending && waiting); }
        /** A packet arrives; the task to run next. */
        Task checkPriorityAdd(Task current, Packet p) {
            if (queue == null) {
                queue = p;
                packetPending = true;
                if (pri > current.pri) return this;
            } else {
                queue = p.append(queue);
            }
            return current;
        }
        Task runTask() {
            Packet p = null;
            if (waiting && packetPending) {
                p = queue;
                queue = p.link;
                packetPending = queue != null;
                waiting = false;
            }
            return run(p);
        }
        abstract Task run(Packet p);
    }

    static final class IdleTask extends Task {
        int v1, count;
        IdleTask(Scheduler s, int id, int pri, int count) { super(s, id, pri, null); v1 = 1; this.count = count; packetPending = true; }
        Task run(Packet p) {
            if (--count == 0) return s.holdSelf();
            if ((v1 & 1) == 0) {
                v1 >>= 1;
                return s.release(DEVICE_A);
            }
            v1 = (v1 >> 1) ^ 0xD008;
            return s.release(DEVICE_B);
        }
    }

    static final class WorkerTask extends Task {
        int dest = HANDLER_A, count;
        WorkerTask(Scheduler s, int id, int pri, Packet q) { super(s, id, pri, q); }
        Task run(Packet p) {
            if (p == null) return s.waitSelf();
            dest = dest == HANDLER_A ? HANDLER_B : HANDLER_A;
            p.id = dest;
            p.a1 = 0;
            for (int i = 0; i < 4; i++) {
                if (++count > 26) count = 1;
                p.a2[i] = 'A' + count - 1;
            }
            return s.queue(p);
        }
    }

    static final class HandlerTask extends Task {
        Packet work, device;
        HandlerTask(Scheduler s, int id, int pri, Packet q) { super(s, id, pri, q); }
        Task run(Packet p) {
            if (p != null) {
                if (p.kind == KIND_WORK) work = p.append(work);
                else device = p.append(device);
            }
            if (work != null) {
                int n = work.a1;
                if (n < 4) {
                    if (device != null) {
                        Packet d = device;
                        device = d.link;
                        d.a1 = work.a2[n];
                        work.a1 = n + 1;
                        return s.queue(d);
                    }
                } else {
                    Packet w = work;
                    work = w.link;
                    return s.queue(w);
                }
            }
            return s.waitSelf();
        }
    }

    static final class DeviceTask extends Task {
        Packet pending;
        DeviceTask(Scheduler s, int id, int pri) { super(s, id, pri, null); }
        Task run(Packet p) {
            if (p == null) {
                if (pending == null) return s.waitSelf();
                Packet v = pending;
                pending = null;
                return s.queue(v);
            }
            pending = p;
            s.holdCount += p.a1 & 1;
            return s.holdSelf();
        }
    }

    static final class Scheduler {
        Task list, current;
        final Task[] table = new Task[NTASKS];
        int queueCount, holdCount;

        void schedule() {
            current = list;
            while (current != null) {
                if (current.heldOrSuspended()) current = current.link;
                else current = current.runTask();
            }
        }
        Task release(int id) {
            Task t = table[id];
            t.holding = false;
            return t.pri > current.pri ? t : current;
        }
        Task holdSelf() {
            holdCount++;
            current.holding = true;
            return current.link;
        }
        Task waitSelf() {
            current.waiting = true;
            return current;
        }
        Task queue(Packet p) {
            Task t = table[p.id];
            queueCount++;
            p.link = null;
            p.id = current.id;
            return t.checkPriorityAdd(current, p);
        }
    }

    static long runOnce(int count) {
        Scheduler s = new Scheduler();
        new IdleTask(s, IDLE, 0, count);
        Packet q = new Packet(null, WORKER, KIND_WORK);
        q = new Packet(q, WORKER, KIND_WORK);
        new WorkerTask(s, WORKER, 1000, q).waiting = true;
        q = new Packet(null, DEVICE_A, KIND_DEVICE);
        q = new Packet(q, DEVICE_A, KIND_DEVICE);
        q = new Packet(q, DEVICE_A, KIND_DEVICE);
        new HandlerTask(s, HANDLER_A, 2000, q).waiting = true;
        q = new Packet(null, DEVICE_B, KIND_DEVICE);
        q = new Packet(q, DEVICE_B, KIND_DEVICE);
        q = new Packet(q, DEVICE_B, KIND_DEVICE);
        new HandlerTask(s, HANDLER_B, 3000, q).waiting = true;
        new DeviceTask(s, DEVICE_A, 4000).waiting = true;
        new DeviceTask(s, DEVICE_B, 5000).waiting = true;
        s.schedule();
        return (long) s.queueCount * 100003 + s.holdCount;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        long h = 0;
        for (int r = 0; r < rounds; r++) h = h * 31 + runOnce(1000 + r * 37);
        System.out.println("richards " + h);
    }
}
