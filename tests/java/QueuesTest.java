// PriorityQueue (natural and comparator order, toString heap layout, poll order, remove(Object)),
// ArrayDeque as stack and queue (push/pop/offer/poll/peek at both ends, iteration order, growth),
// null rejection.
import java.util.*;

public class QueuesTest {
    static class Task implements Comparable<Task> {
        final String name; final int prio;
        Task(String n, int p) { name = n; prio = p; }
        public int compareTo(Task o) { return prio != o.prio ? Integer.compare(prio, o.prio) : name.compareTo(o.name); }
        public String toString() { return name + ":" + prio; }
    }
    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<Integer>();
        for (int v : new int[] { 42, 7, 19, 3, 88, 7, 25, 1, 64, 13 }) pq.add(v);
        System.out.println(pq + " peek=" + pq.peek() + " size=" + pq.size());
        pq.remove(19);
        System.out.println(pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) sb.append(pq.poll()).append(' ');
        System.out.println(sb + "| poll on empty=" + pq.poll());
        PriorityQueue<String> maxq = new PriorityQueue<String>(11, Collections.reverseOrder());
        maxq.addAll(Arrays.asList("pear", "apple", "zebra", "mango", "kiwi"));
        System.out.println(maxq + " " + maxq.poll() + " " + maxq.poll() + " " + maxq);
        PriorityQueue<Task> tasks = new PriorityQueue<Task>();
        tasks.offer(new Task("write", 2)); tasks.offer(new Task("test", 1)); tasks.offer(new Task("deploy", 3)); tasks.offer(new Task("review", 2)); tasks.offer(new Task("plan", 0));
        System.out.println(tasks);
        while (!tasks.isEmpty()) System.out.print(tasks.poll() + " ");
        System.out.println();
        PriorityQueue<int[]> byDist = new PriorityQueue<int[]>((a, b) -> a[1] != b[1] ? a[1] - b[1] : a[0] - b[0]);
        Random r = new Random(7);
        for (int i = 0; i < 50; i++) byDist.add(new int[] { i, r.nextInt(20) });
        sb.setLength(0);
        while (byDist.size() > 35) { int[] x = byDist.poll(); sb.append(x[0]).append('@').append(x[1]).append(' '); }
        System.out.println(sb);
        try { pq.add(null); } catch (NullPointerException e) { System.out.println("PQ null: NPE"); }
        ArrayDeque<Integer> stack = new ArrayDeque<Integer>();
        for (int i = 0; i < 5; i++) stack.push(i);
        System.out.println(stack + " peek=" + stack.peek() + " pop=" + stack.pop() + " " + stack);
        ArrayDeque<String> queue = new ArrayDeque<String>();
        queue.offer("a"); queue.offer("b"); queue.offerFirst("z"); queue.offerLast("c"); queue.addFirst("y");
        System.out.println(queue + " " + queue.peekFirst() + " " + queue.peekLast() + " " + queue.poll() + " " + queue.pollLast() + " " + queue);
        System.out.println(queue.removeFirst() + " " + queue.removeLast() + " " + queue + " " + queue.size());
        ArrayDeque<Integer> ring = new ArrayDeque<Integer>(2);
        for (int i = 0; i < 100; i++) { ring.addLast(i); if (i % 3 == 0) ring.pollFirst(); if (i % 5 == 0) ring.addFirst(-i); }
        System.out.println(ring.size() + " " + ring.peekFirst() + " " + ring.peekLast() + " " + ring.contains(50));
        sb.setLength(0);
        for (Iterator<Integer> it = ring.descendingIterator(); it.hasNext(); ) { int v = it.next(); if (v < 0) sb.append(v).append(' '); }
        System.out.println(sb);
        try { new ArrayDeque<String>().addFirst(null); } catch (NullPointerException e) { System.out.println("Deque null: NPE"); }
        try { new ArrayDeque<String>().removeFirst(); } catch (NoSuchElementException e) { System.out.println("Deque empty: " + e.getClass().getSimpleName()); }
        System.out.println(new ArrayDeque<String>().pollFirst() + " " + new ArrayDeque<String>().peek());
        Queue<Integer> bfs = new ArrayDeque<Integer>();
        bfs.add(1);
        sb.setLength(0);
        int visited = 0;
        while (!bfs.isEmpty() && visited < 20) { int x = bfs.remove(); visited++; sb.append(x).append(' '); bfs.add(2 * x); bfs.add(2 * x + 1); }
        System.out.println(sb);
        Deque<Character> dq = new LinkedList<Character>();
        for (char c : "racecar".toCharArray()) dq.addLast(c);
        boolean pal = true;
        while (dq.size() > 1) if (dq.pollFirst() != dq.pollLast()) pal = false;
        System.out.println("palindrome=" + pal);
    }
}
