// A public instance method main(String[]): the launcher's "Main method is not static in class X" (exit code 1).
// STDERR: all
public class MainNotStatic {
    public void main(String[] args) {
        System.out.println("instance main ran");
    }
}
