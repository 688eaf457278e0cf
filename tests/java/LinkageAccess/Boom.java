public class Boom {
    static int x = Integer.parseInt("not a number");
}
