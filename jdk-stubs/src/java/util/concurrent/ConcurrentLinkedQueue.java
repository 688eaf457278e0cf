package java.util.concurrent;

import java.util.AbstractQueue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Queue;

/**
 * Unbounded FIFO queue of linked nodes; null elements are prohibited. Iterators are weakly
 * consistent (they read the volatile links without locking). Every other operation holds the
 * queue's monitor.
 */
public class ConcurrentLinkedQueue<E> extends AbstractQueue<E> implements Queue<E>, java.io.Serializable {
    private static final long serialVersionUID = 196745693267521676L;

    private static final class Node<E> {
        volatile E item;
        volatile Node<E> next;

        Node(E item) {
            this.item = item;
        }
    }

    private transient volatile Node<E> head;
    private transient volatile Node<E> tail;

    public ConcurrentLinkedQueue() {
        head = tail = new Node<E>(null);
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
        this();
        addAll(c);
    }

    public boolean add(E e) {
        return offer(e);
    }

    public synchronized boolean offer(E e) {
        if (e == null) {
            throw new NullPointerException();
        }
        Node<E> n = new Node<E>(e);
        tail.next = n;
        tail = n;
        return true;
    }

    public synchronized E poll() {
        Node<E> first = head.next;
        if (first == null) {
            return null;
        }
        E item = first.item;
        first.item = null;
        head = first;
        return item;
    }

    public synchronized E peek() {
        Node<E> first = head.next;
        return first == null ? null : first.item;
    }

    public synchronized boolean isEmpty() {
        return head.next == null;
    }

    public synchronized int size() {
        int count = 0;
        for (Node<E> p = head.next; p != null; p = p.next) {
            if (p.item != null) {
                count++;
            }
        }
        return count;
    }

    public synchronized boolean contains(Object o) {
        if (o == null) {
            return false;
        }
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null && o.equals(item)) {
                return true;
            }
        }
        return false;
    }

    public synchronized boolean remove(Object o) {
        if (o == null) {
            return false;
        }
        Node<E> pred = head;
        for (Node<E> p = head.next; p != null; pred = p, p = p.next) {
            E item = p.item;
            if (item != null && o.equals(item)) {
                p.item = null;
                pred.next = p.next;
                if (tail == p) {
                    tail = pred;
                }
                return true;
            }
        }
        return false;
    }

    public boolean addAll(Collection<? extends E> c) {
        if (c == this) {
            throw new IllegalArgumentException();
        }
        boolean modified = false;
        for (E e : c) {
            offer(e);
            modified = true;
        }
        return modified;
    }

    public String toString() {
        return super.toString();
    }

    public synchronized Object[] toArray() {
        ArrayList<E> al = new ArrayList<E>();
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null) {
                al.add(item);
            }
        }
        return al.toArray();
    }

    public synchronized <T> T[] toArray(T[] a) {
        ArrayList<E> al = new ArrayList<E>();
        for (Node<E> p = head.next; p != null; p = p.next) {
            E item = p.item;
            if (item != null) {
                al.add(item);
            }
        }
        return al.toArray(a);
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private Node<E> nextNode = advance(head.next);
            private Node<E> lastRet;

            private Node<E> advance(Node<E> p) {
                while (p != null && p.item == null) {
                    p = p.next;
                }
                return p;
            }

            public boolean hasNext() {
                return nextNode != null;
            }

            public E next() {
                Node<E> p = nextNode;
                if (p == null) {
                    throw new NoSuchElementException();
                }
                lastRet = p;
                E item = p.item;
                nextNode = advance(p.next);
                return item;
            }

            public void remove() {
                Node<E> l = lastRet;
                if (l == null) {
                    throw new IllegalStateException();
                }
                E item = l.item;
                if (item != null) {
                    ConcurrentLinkedQueue.this.removeNode(l);
                }
                lastRet = null;
            }
        };
    }

    private synchronized void removeNode(Node<E> target) {
        Node<E> pred = head;
        for (Node<E> p = head.next; p != null; pred = p, p = p.next) {
            if (p == target) {
                p.item = null;
                pred.next = p.next;
                if (tail == p) {
                    tail = pred;
                }
                return;
            }
        }
    }
}
