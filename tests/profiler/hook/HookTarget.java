/** The original class: the agent replaces it with hook/instrumented/HookTarget.java's version. */
public class HookTarget {
    static String message() {
        return "original";
    }
}
