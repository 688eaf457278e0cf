// main inherited from a superclass (Class.getMethod finds public methods of superclasses): it runs, after the
// superclass's and then the main class's static initialisers.
// ARGS: x y
public class MainInherited extends MainInheritedBase {
    static {
        System.out.println("MainInherited.<clinit>");
    }
}

class MainInheritedBase {
    static {
        System.out.println("MainInheritedBase.<clinit>");
    }

    public static void main(String[] args) {
        System.out.println("MainInheritedBase.main " + args.length + " " + args[0] + args[1]);
    }
}
