// An uncaught NoClassDefFoundError: Missing is compiled and then deleted from the class path.
// DELETE-CLASSES: Missing
public class UncaughtMissingClass {
    public static void main(String[] args) {
        System.out.println("before");
        Missing.run();
        System.out.println("not reached");
    }
}
