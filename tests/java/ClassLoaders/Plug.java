public class Plug implements Runnable {
    static int count;
    public void run() {
        count++;
        System.out.println("Plug.run count=" + count + " helper=" + PlugHelper.describe(getClass()));
    }
}

class PlugHelper {
    static String describe(Class<?> c) {
        return "same loader as caller: " + (PlugHelper.class.getClassLoader() == c.getClassLoader());
    }
}
