// An inherited public static int main(String[]): the return-type error names the declaring class (exit code 1).
// STDERR: all
public class MainInheritedNotVoid extends MainInheritedNotVoidBase {
}

class MainInheritedNotVoidBase {
    public static int main(String[] args) {
        System.out.println("inherited int main ran");
        return 0;
    }
}
