public class Missing {
    static void run() {
        System.out.println("Missing.run");
    }
}
