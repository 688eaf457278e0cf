// Custom exception classes (checked and unchecked) with causes, getCause chains, multi-catch,
// try-with-resources (close order, suppressed exceptions, exceptions from close), initCause,
// overridden getMessage, addSuppressed.
import java.util.ArrayList;
import java.util.List;

public class CustomExceptions {
    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
    }
    static class ValidationException extends RuntimeException {
        ValidationException(String field) { super("invalid field: " + field); }
    }
    static class QuietException extends RuntimeException {
        @Override public String getMessage() { return "computed message"; }
    }
    static List<String> events = new ArrayList<String>();
    static class Res implements AutoCloseable {
        final String name; final boolean failOnClose;
        Res(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; events.add("open " + name); }
        public void close() throws AppException {
            events.add("close " + name);
            if (failOnClose) throw new AppException("close failed: " + name, 7);
        }
    }
    static void lowLevel() throws AppException { throw new AppException("disk full", 28); }
    static void midLevel() throws AppException {
        try { lowLevel(); } catch (AppException e) { throw new AppException("save failed", e); }
    }
    static void multi(int k) {
        try {
            if (k == 0) throw new ValidationException("name");
            if (k == 1) throw new ArithmeticException("math");
            if (k == 2) throw new QuietException();
            System.out.println("multi " + k + " no exception");
        } catch (ValidationException | ArithmeticException e) {
            System.out.println("multi-catch " + e.getClass().getSimpleName() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println("runtime " + e.getMessage() + " toString=" + e);
        }
    }
    public static void main(String[] args) {
        try { midLevel(); } catch (AppException e) {
            System.out.println(e.getMessage() + " code=" + e.code + " cause=" + e.getCause().getMessage() + " causeCode=" + ((AppException) e.getCause()).code);
            Throwable root = e;
            while (root.getCause() != null) root = root.getCause();
            System.out.println("root=" + root);
        }
        for (int k = 0; k < 4; k++) multi(k);
        try (Res a = new Res("A", false); Res b = new Res("B", false)) {
            events.add("body");
        } catch (AppException e) { events.add("unexpected"); }
        System.out.println(events);
        events.clear();
        try (Res a = new Res("A", true); Res b = new Res("B", true)) {
            events.add("body throws");
            throw new IllegalStateException("body failure");
        } catch (IllegalStateException e) {
            System.out.println("primary: " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed: " + s.getMessage());
        } catch (AppException e) {
            System.out.println("wrong");
        }
        System.out.println(events);
        events.clear();
        try (Res a = new Res("X", true)) {
            events.add("body ok");
        } catch (AppException e) {
            System.out.println("close exception surfaced: " + e.getMessage() + " code=" + e.code + " suppressed=" + e.getSuppressed().length);
        }
        System.out.println(events);
        try (Res n = null) { System.out.println("null resource is fine"); } catch (AppException e) { System.out.println("no"); }
        RuntimeException r = new RuntimeException("wrapper");
        r.initCause(new ValidationException("age"));
        System.out.println(r.getCause().getMessage());
        try { r.initCause(new RuntimeException()); } catch (IllegalStateException e) { System.out.println("initCause twice: " + e.getClass().getSimpleName()); }
        Exception withCause = new RuntimeException(new AppException("inner", 1));
        System.out.println(withCause.getMessage());
        Exception s = new Exception("main");
        s.addSuppressed(new Exception("s1"));
        s.addSuppressed(new Error("s2"));
        System.out.println(s.getSuppressed().length + " " + s.getSuppressed()[1]);
        try { throw new ValidationException("email"); }
        catch (IllegalArgumentException e) { System.out.println("not here"); }
        catch (RuntimeException e) { System.out.println("caught " + (e instanceof ValidationException) + " " + e.getMessage()); }
        System.out.println(new AppException("x", 1) instanceof Exception);
    }
}
