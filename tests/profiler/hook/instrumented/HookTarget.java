/** The instrumented version of HookTarget that class_hook.cpp substitutes at load time. */
public class HookTarget {
    static String message() {
        return "instrumented: " + Thread.currentThread().getName();
    }
}
