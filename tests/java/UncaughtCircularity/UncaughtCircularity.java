// An uncaught ClassCircularityError: Pong extends Ping, and classes/Ping.class says Ping extends Pong.
public class UncaughtCircularity {
    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(new Pong());
    }
}
