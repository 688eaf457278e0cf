// An inherited public instance main: the launcher names the class that declares it, "Main method is not static in
// class MainInheritedInstanceBase" (exit code 1).
// STDERR: all
public class MainInheritedInstance extends MainInheritedInstanceBase {
}

class MainInheritedInstanceBase {
    public void main(String[] args) {
        System.out.println("inherited instance main ran");
    }
}
