// References: local frames (PushLocalFrame/PopLocalFrame with a result, EnsureLocalCapacity and
// their limits), NewLocalRef/DeleteLocalRef (thousands of them, deleted and reused), global and
// weak global references (kept across collections, cleared when the object dies),
// GetObjectRefType, IsSameObject; references held by native code while Java code allocates
// enough to collect many times (every reference must follow its object when it moves).
import java.util.ArrayList;
import java.util.List;

public class JniRefs {
    static void say(String s) {
        System.out.println(s);
    }

    static {
        System.loadLibrary("jnirefs");
    }

    static class Node {
        final int value;
        Node next;
        byte[] payload = new byte[64];

        Node(int value) {
            this.value = value;
        }
    }

    static native void frames();
    static native void types(Object arg);
    static native long manyLocals(int n);
    static native void keepGlobal(Object o);
    static native Object getGlobal();
    static native void dropGlobal();
    static native void makeWeak(Object o);
    static native String weakState();
    static native void dropWeak();
    static native long holdAcrossGc(Node head, int rounds);
    static native String argsSurvive(Node a, String b, Object c, int[] d, Node e);

    static Object garbage;

    /** Allocate enough to collect several times under any heap size the tests use. */
    static void churn() {
        for (int i = 0; i < 3000; i++) {
            garbage = new int[32];
        }
        System.gc();
    }

    public static void main(String[] args) {
        frames();
        types("a string");
        say("manyLocals " + manyLocals(100000));
        Node kept = new Node(42);
        keepGlobal(kept);
        kept = null;
        churn();
        Node back = (Node) getGlobal();
        say("global after gc: " + back.value + " " + back.payload.length);
        dropGlobal();
        Node weakTarget = new Node(7);
        makeWeak(weakTarget);
        churn();
        say("weak while reachable: " + weakState());
        weakTarget = null;
        churn();
        say("weak after the object died: " + weakState());
        dropWeak();
        Node head = null;
        for (int i = 0; i < 50; i++) {
            Node n = new Node(i);
            n.next = head;
            head = n;
        }
        say("holdAcrossGc " + holdAcrossGc(head, 12));
        say("argsSurvive " + argsSurvive(new Node(1), "two", new Object(), new int[] {3}, new Node(5)));
    }
}
