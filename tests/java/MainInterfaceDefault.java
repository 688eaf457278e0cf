// Main "class" that is an interface with a default main(String[]) (a public instance method): "Main method is not
// static in class MainInterfaceDefault" (exit code 1).
// STDERR: all
public interface MainInterfaceDefault {
    default void main(String[] args) {
        System.out.println("default main ran");
    }
}
