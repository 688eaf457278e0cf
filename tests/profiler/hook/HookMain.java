/** Run by vm/tests/profiler.rs under the class_hook agent, which swaps HookTarget for an instrumented version. */
public class HookMain {
    public static void main(String[] args) {
        System.out.println(HookTarget.message());
    }
}
