// A public static main(String[]) returning int: "Main method must return a value of type void in class X, please "
// with a line break before "define the main method as:" (exit code 1).
// STDERR: all
public class MainNotVoid {
    public static int main(String[] args) {
        System.out.println("int main ran");
        return 3;
    }
}
