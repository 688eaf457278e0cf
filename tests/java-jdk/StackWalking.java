// NO-RELEASE8
// java.lang.StackWalker in JDK mode: frames and their methods, lines, bytecode indexes and
// descriptors; batches beyond the first (deep stacks); skip/limit; getCallerClass; reflection,
// lambda and native frames; options; a stream used after its walk; java.util.logging's caller.
import java.lang.StackWalker.Option;
import java.lang.StackWalker.StackFrame;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.logging.ConsoleHandler;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public class StackWalking {
    static final StackWalker PLAIN = StackWalker.getInstance();
    static final StackWalker RETAIN = StackWalker.getInstance(Option.RETAIN_CLASS_REFERENCE);
    static final StackWalker REFLECT = StackWalker.getInstance(EnumSet.of(Option.RETAIN_CLASS_REFERENCE, Option.SHOW_REFLECT_FRAMES));

    static String describe(StackFrame f) {
        return f.getClassName() + "." + f.getMethodName() + f.getDescriptor() + " line " + f.getLineNumber() + " bci " + f.getByteCodeIndex()
                + (f.isNativeMethod() ? " native" : "") + " file " + f.getFileName();
    }

    static List<String> here(StackWalker w, int limit) {
        return w.walk(s -> s.limit(limit).map(StackWalking::describe).collect(Collectors.toList()));
    }

    static int depth(int n) {
        if (n > 0) return depth(n - 1);
        return PLAIN.walk(s -> (int) s.filter(f -> f.getMethodName().equals("depth")).count());
    }

    static class Caller {
        static Class<?> whoCalls() { return RETAIN.getCallerClass(); }
    }

    static class Other {
        static Class<?> ask() { return Caller.whoCalls(); }
        Object viaLambda() {
            Supplier<List<String>> s = () -> here(PLAIN, 3);
            return s.get();
        }
    }

    public static Object reflected() {
        return REFLECT.walk(s -> s.limit(6).map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()));
    }

    public static Object reflectedPlain() {
        return RETAIN.walk(s -> s.limit(3).map(f -> f.getClassName() + "." + f.getMethodName()).collect(Collectors.toList()));
    }

    public static void main(String[] args) throws Exception {
        for (String s : here(PLAIN, 5)) System.out.println("frame: " + s);
        System.out.println("first: " + PLAIN.walk(Stream::findFirst).map(StackFrame::getMethodName).orElse("none"));
        System.out.println("toString: " + PLAIN.walk(Stream::findFirst).get());
        StackTraceElement ste = PLAIN.walk(Stream::findFirst).get().toStackTraceElement();
        System.out.println("element: " + ste + " | " + ste.getClassName() + " " + ste.getMethodName() + " " + ste.getLineNumber() + " " + ste.getModuleName());

        System.out.println("depth 3: " + depth(3));
        System.out.println("depth 100: " + depth(100));
        System.out.println("depth 1000: " + depth(1000));
        System.out.println("total frames at depth 50: " + deepCount(50));
        System.out.println("skip 2: " + PLAIN.walk(s -> s.skip(2).findFirst().map(StackFrame::getMethodName).orElse("none")));

        System.out.println("caller: " + Other.ask().getName());
        try {
            PLAIN.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("no retain: " + e.getMessage());
        }
        try {
            RETAIN.getCallerClass();
            System.out.println("caller of main: ok");
        } catch (IllegalCallerException e) {
            System.out.println("caller of main: " + e);
        }
        System.out.println("declaring: " + RETAIN.walk(s -> s.map(StackFrame::getDeclaringClass).findFirst().get().getSimpleName()));
        try {
            PLAIN.walk(s -> s.map(StackFrame::getDeclaringClass).findFirst());
        } catch (UnsupportedOperationException e) {
            System.out.println("declaring without retain: " + e.getMessage());
        }
        System.out.println("method type: " + RETAIN.walk(s -> s.findFirst().get().getMethodType()));

        System.out.println("lambda: " + new Other().viaLambda());
        Method m = StackWalking.class.getMethod("reflected");
        System.out.println("reflect frames: " + m.invoke(null));
        System.out.println("no reflect frames: " + StackWalking.class.getMethod("reflectedPlain").invoke(null));

        Stream<StackFrame>[] leaked = new Stream[1];
        PLAIN.walk(s -> { leaked[0] = s; return null; });
        try {
            leaked[0].count();
        } catch (IllegalStateException e) {
            System.out.println("after walk: " + e.getMessage());
        }
        try {
            PLAIN.walk(s -> { throw new ArithmeticException("inside walk"); });
        } catch (ArithmeticException e) {
            System.out.println("thrown: " + e.getMessage());
        }
        System.out.println("nested: " + PLAIN.walk(s -> s.limit(2).map(f -> f.getMethodName() + "/" + PLAIN.walk(t -> t.count() > 0)).collect(Collectors.toList())));

        Thread th = new Thread(() -> System.out.println("thread: " + here(PLAIN, 4)), "walker");
        th.start();
        th.join();

        Logger log = Logger.getLogger("walk");
        log.setUseParentHandlers(false);
        Handler h = new Handler() {
            public void publish(LogRecord r) { System.out.println("log: " + r.getLevel() + " " + r.getSourceClassName() + "." + r.getSourceMethodName() + ": " + r.getMessage()); }
            public void flush() { }
            public void close() { }
        };
        log.addHandler(h);
        log.info("from main");
        new Other() {
            void logIt() { log.warning("from an anonymous class"); }
        }.logIt();
        log.log(Level.FINE, "not logged");
        Set<String> names = PLAIN.walk(s -> s.map(StackFrame::getClassName).collect(Collectors.toSet()));
        System.out.println("class names: " + names);
    }

    static long deepCount(int n) {
        if (n > 0) return deepCount(n - 1);
        return PLAIN.walk(Stream::count);
    }
}
