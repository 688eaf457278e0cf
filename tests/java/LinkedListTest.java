// LinkedList (List and Deque API), Vector, Stack: add/remove at both ends, peek/poll/push/pop,
// descendingIterator, ListIterator with add/set/remove, removeFirstOccurrence, errors on empty.
import java.util.*;

public class LinkedListTest {
    public static void main(String[] args) {
        LinkedList<Integer> ll = new LinkedList<Integer>();
        for (int i = 0; i < 6; i++) { ll.addFirst(i); ll.addLast(i * 10); }
        System.out.println(ll + " first=" + ll.getFirst() + " last=" + ll.getLast() + " size=" + ll.size());
        System.out.println(ll.removeFirst() + " " + ll.removeLast() + " " + ll.pollFirst() + " " + ll.pollLast() + " " + ll.peekFirst() + " " + ll.peekLast() + " " + ll);
        ll.push(100); ll.offer(200); ll.offerFirst(300); ll.add(2, 400);
        System.out.println(ll + " pop=" + ll.pop() + " poll=" + ll.poll() + " peek=" + ll.peek() + " element=" + ll.element());
        ll.add(3); ll.add(3);
        System.out.println(ll.removeFirstOccurrence(3) + " " + ll.removeLastOccurrence(3) + " " + ll + " idx=" + ll.indexOf(20) + " last=" + ll.lastIndexOf(0));
        StringBuilder sb = new StringBuilder();
        for (Iterator<Integer> it = ll.descendingIterator(); it.hasNext(); ) sb.append(it.next()).append(' ');
        System.out.println("desc: " + sb);
        ListIterator<Integer> li = ll.listIterator(1);
        while (li.hasNext()) { int v = li.next(); if (v == 0) li.remove(); else if (v > 100) li.set(-v); else li.add(v + 1); }
        System.out.println(ll);
        System.out.println(ll.get(3) + " " + ll.set(3, 33) + " " + ll.remove(2) + " " + ll + " " + ll.contains(33));
        LinkedList<String> empty = new LinkedList<String>();
        System.out.println(empty.poll() + " " + empty.peek() + " " + empty.pollLast());
        try { empty.getFirst(); } catch (NoSuchElementException e) { System.out.println("getFirst: " + e.getClass().getSimpleName()); }
        try { empty.removeLast(); } catch (NoSuchElementException e) { System.out.println("removeLast: " + e.getClass().getSimpleName()); }
        try { empty.element(); } catch (NoSuchElementException e) { System.out.println("element: " + e.getClass().getSimpleName()); }
        Vector<String> v = new Vector<String>();
        v.add("one"); v.addElement("two"); v.insertElementAt("zero", 0); v.add("three");
        System.out.println(v + " " + v.elementAt(1) + " " + v.firstElement() + " " + v.lastElement() + " " + v.size() + " " + v.indexOf("two"));
        v.removeElementAt(0); v.removeElement("three"); v.setElementAt("TWO", 1);
        System.out.println(v);
        Enumeration<String> en = v.elements();
        while (en.hasMoreElements()) System.out.print(en.nextElement() + ";");
        System.out.println();
        Stack<Integer> st = new Stack<Integer>();
        for (int i = 1; i <= 5; i++) st.push(i * i);
        System.out.println(st + " peek=" + st.peek() + " pop=" + st.pop() + " search(4)=" + st.search(4) + " search(99)=" + st.search(99) + " empty=" + st.empty());
        while (!st.isEmpty()) System.out.print(st.pop() + " ");
        System.out.println();
        try { st.pop(); } catch (EmptyStackException e) { System.out.println("EmptyStackException " + e.getMessage()); }
        String expr = "{[()()]}([)]";
        Stack<Character> brackets = new Stack<Character>();
        int firstBad = -1;
        for (int i = 0; i < expr.length() && firstBad < 0; i++) {
            char c = expr.charAt(i);
            if ("([{".indexOf(c) >= 0) brackets.push(c);
            else { char open = brackets.isEmpty() ? '?' : brackets.pop(); if ("([{".indexOf(open) != ")]}".indexOf(c)) firstBad = i; }
        }
        System.out.println("first mismatch at " + firstBad);
        LinkedList<Integer> big = new LinkedList<Integer>();
        for (int i = 0; i < 3000; i++) { if (i % 2 == 0) big.addFirst(i); else big.addLast(i); }
        long s = 0; int k = 0;
        for (int x : big) s += (long) x * (k++ % 7);
        System.out.println(big.size() + " " + s + " " + big.get(1500) + " " + big.equals(new ArrayList<Integer>(big)));
    }
}
