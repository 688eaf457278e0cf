// ARGS: 170000
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Object-oriented: a discrete-event simulation of a bank. Events are
 * objects of several classes (arrival, service end, teller break, report)
 * in a binary-heap priority queue ordered through Comparable; each event's
 * virtual fire method updates customers (objects with a history list),
 * tellers and queues, and schedules new events. Allocation of short-lived
 * event and customer objects, interface and virtual calls, collections.
 */
public class EventSim {
    static final class Random {
        long seed;
        Random(long seed) { this.seed = seed; }
        int next(int bound) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            return (int) ((seed >>> 17) % bound);
        }
    }

    static abstract class Event implements Comparable<Event> {
        final long time;
        final int seq;
        Event(Sim s, long time) { this.time = time; this.seq = s.seq++; }
        public int compareTo(Event o) { return time != o.time ? Long.compare(time, o.time) : Integer.compare(seq, o.seq); }
        abstract void fire(Sim s);
    }

    static final class Customer {
        final int id;
        final long arrived;
        final List<Long> history = new ArrayList<>(4);
        Customer(int id, long arrived) { this.id = id; this.arrived = arrived; }
    }

    static final class Teller {
        final int id;
        Customer serving;
        boolean onBreak;
        long busy;
        int served;
        Teller(int id) { this.id = id; }
    }

    static final class Arrival extends Event {
        Arrival(Sim s, long t) { super(s, t); }
        void fire(Sim s) {
            Customer c = new Customer(s.customers++, time);
            c.history.add(time);
            s.waiting.add(c);
            s.dispatch(time);
            if (s.customers < s.limit) s.schedule(new Arrival(s, time + 1 + s.rnd.next(6)));
        }
    }

    static final class ServiceEnd extends Event {
        final Teller teller;
        ServiceEnd(Sim s, long t, Teller teller) { super(s, t); this.teller = teller; }
        void fire(Sim s) {
            Customer c = teller.serving;
            teller.serving = null;
            teller.served++;
            c.history.add(time);
            s.totalWait += c.history.get(1) - c.arrived;
            s.totalStay += time - c.arrived;
            s.dispatch(time);
        }
    }

    static final class Break extends Event {
        final Teller teller;
        final boolean start;
        Break(Sim s, long t, Teller teller, boolean start) { super(s, t); this.teller = teller; this.start = start; }
        void fire(Sim s) {
            teller.onBreak = start;
            if (start) s.schedule(new Break(s, time + 20 + s.rnd.next(30), teller, false));
            else {
                s.schedule(new Break(s, time + 400 + s.rnd.next(400), teller, true));
                s.dispatch(time);
            }
        }
    }

    static final class Report extends Event {
        Report(Sim s, long t) { super(s, t); }
        void fire(Sim s) {
            s.reports = s.reports * 31 + s.waiting.size() * 7 + s.totalWait % 1000;
            if (s.customers < s.limit) s.schedule(new Report(s, time + 1000));
        }
    }

    /** A binary heap of events (array-based, grows by doubling). */
    static final class EventQueue {
        Event[] heap = new Event[64];
        int size;
        void add(Event e) {
            if (size == heap.length) heap = java.util.Arrays.copyOf(heap, size * 2);
            int i = size++;
            while (i > 0) {
                int p = (i - 1) >>> 1;
                if (heap[p].compareTo(e) <= 0) break;
                heap[i] = heap[p];
                i = p;
            }
            heap[i] = e;
        }
        Event poll() {
            Event top = heap[0];
            Event last = heap[--size];
            heap[size] = null;
            int i = 0;
            while (true) {
                int l = 2 * i + 1;
                if (l >= size) break;
                int m = l + 1 < size && heap[l + 1].compareTo(heap[l]) < 0 ? l + 1 : l;
                if (last.compareTo(heap[m]) <= 0) break;
                heap[i] = heap[m];
                i = m;
            }
            if (size > 0) heap[i] = last;
            return top;
        }
        boolean isEmpty() { return size == 0; }
    }

    static final class Sim {
        final EventQueue events = new EventQueue();
        final ArrayDeque<Customer> waiting = new ArrayDeque<>();
        final Teller[] tellers = new Teller[4];
        final Random rnd = new Random(42);
        final int limit;
        int customers, seq;
        long totalWait, totalStay, reports;
        Sim(int limit) {
            this.limit = limit;
            for (int i = 0; i < tellers.length; i++) tellers[i] = new Teller(i);
        }
        void schedule(Event e) { events.add(e); }
        void dispatch(long now) {
            for (Teller t : tellers) {
                if (t.serving == null && !t.onBreak && !waiting.isEmpty()) {
                    Customer c = waiting.poll();
                    c.history.add(now);
                    t.serving = c;
                    int d = 3 + rnd.next(12);
                    t.busy += d;
                    schedule(new ServiceEnd(this, now + d, t));
                }
            }
        }
        void run() {
            schedule(new Arrival(this, 0));
            schedule(new Report(this, 1000));
            for (Teller t : tellers) schedule(new Break(this, 300 + t.id * 97, t, true));
            long now = 0;
            while (!events.isEmpty() && (customers < limit || !waiting.isEmpty() || now < 1_000_000)) {
                Event e = events.poll();
                now = e.time;
                e.fire(this);
                if (customers >= limit && waiting.isEmpty()) break;
            }
        }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 120000;
        Sim s = new Sim(n);
        s.run();
        long served = 0, busy = 0;
        for (Teller t : s.tellers) {
            served += t.served;
            busy += t.busy;
        }
        System.out.println("eventsim customers=" + s.customers + " served=" + served + " busy=" + busy
                + " wait=" + s.totalWait + " stay=" + s.totalStay + " reports=" + s.reports);
    }
}
