// ARGS: alpha 42 -x --flag=value 3.5 last
// RJVM-OPTS: -Dtest.prop=hello -Dtest.num=17
// Command-line arguments (ARGS directive) and system properties given with -D (RJVM-OPTS directive).
public class ArgsAndProps {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) System.out.println("args[" + i + "]=" + args[i] + " len=" + args[i].length());
        int n = Integer.parseInt(args[1]);
        double d = Double.parseDouble(args[4]);
        System.out.println("n*d=" + n * d);
        System.out.println("test.prop=" + System.getProperty("test.prop"));
        System.out.println("test.num+1=" + (Integer.parseInt(System.getProperty("test.num")) + 1));
        System.out.println("missing=" + System.getProperty("test.missing") + " default=" + System.getProperty("test.missing", "dflt"));
        System.out.println("line.separator is newline: " + "\n".equals(System.getProperty("line.separator")));
        System.out.println("java.version set: " + (System.getProperty("java.version") != null));
        Runtime rt = Runtime.getRuntime();
        System.out.println("processors>0: " + (rt.availableProcessors() > 0) + " memory sane: " + (rt.totalMemory() > 0 && rt.freeMemory() >= 0 && rt.maxMemory() >= rt.totalMemory()));
    }
}
