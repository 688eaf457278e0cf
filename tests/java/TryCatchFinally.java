// try/catch/finally semantics: finally with return overriding, finally overriding exceptions,
// nested finally order, exceptions in finally, rethrow, catch order, finally on break/continue.
public class TryCatchFinally {
    static StringBuilder log = new StringBuilder();
    @SuppressWarnings("finally")
    static int returnOverride() { try { return 1; } finally { return 2; } }
    static int returnValueSaved() { int x = 10; try { return x; } finally { x = 20; log.append("[x=" + x + "]"); } }
    @SuppressWarnings("finally")
    static int swallow() { try { throw new RuntimeException("lost"); } finally { return -1; } }
    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try { sb.append("a"); throw new IllegalStateException("inner"); }
                finally { sb.append("b"); }
            } catch (IllegalArgumentException e) { sb.append("WRONG"); }
            finally { sb.append("c"); }
        } catch (IllegalStateException e) { sb.append("d:" + e.getMessage()); }
        finally { sb.append("e"); }
        return sb.toString();
    }
    static void finallyThrows() {
        try { throw new IllegalArgumentException("original"); }
        finally { if (log != null) throw new UnsupportedOperationException("from finally"); }
    }
    static void rethrow(int kind) throws Exception {
        try {
            if (kind == 0) throw new java.io.IOException("io");
            if (kind == 1) throw new IllegalStateException("state");
            throw new Exception("plain");
        } catch (final Exception e) {
            log.append("<rethrowing " + e.getClass().getSimpleName() + ">");
            throw e;
        }
    }
    static int loopFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally { count++; }
        }
        return count;
    }
    static int depth(int n) {
        try { if (n == 0) throw new RuntimeException("bottom"); return depth(n - 1) + 1; }
        finally { log.append(n); }
    }
    public static void main(String[] args) {
        System.out.println(returnOverride() + " " + returnValueSaved() + " " + swallow() + " " + log);
        System.out.println(nested());
        try { finallyThrows(); } catch (RuntimeException e) { System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage() + " suppressed=" + e.getSuppressed().length); }
        for (int k = 0; k < 3; k++) {
            try { rethrow(k); }
            catch (java.io.IOException e) { System.out.println("IOException " + e.getMessage()); }
            catch (RuntimeException e) { System.out.println("Runtime " + e.getMessage()); }
            catch (Exception e) { System.out.println("Exception " + e.getMessage()); }
        }
        System.out.println(log);
        System.out.println("loopFinally=" + loopFinally());
        log.setLength(0);
        try { depth(5); } catch (RuntimeException e) { System.out.println("depth: " + e.getMessage() + " log=" + log); }
        int[] counter = { 0 };
        for (int i = 0; i < 100; i++) {
            try {
                try { if (i % 3 == 0) throw new Exception("e" + i); counter[0] += 1; }
                finally { counter[0] += 100; }
            } catch (Exception e) { counter[0] += 10000; }
        }
        System.out.println("counter=" + counter[0]);
        Throwable t = new Error("err");
        try { throw (Error) t; } catch (Throwable th) { System.out.println("Throwable catches " + th + " same=" + (th == t)); }
        try {
            try { throw new RuntimeException("first"); }
            catch (RuntimeException e) { throw new IllegalStateException("second from catch"); }
            finally { System.out.println("finally after catch throw"); }
        } catch (IllegalStateException e) { System.out.println("outer got " + e.getMessage()); }
        String result;
        try { result = "try"; } finally { System.out.println("finally without exception"); }
        System.out.println(result);
        System.out.println(new RuntimeException("msg") + " | " + new RuntimeException() + " | " + new Exception((String) null).getMessage() + " | " + new Error("E").toString() + " | " + new Throwable("t").getLocalizedMessage());
    }
}
