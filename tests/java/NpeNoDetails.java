// RJVM-OPTS: -XX:-ShowCodeDetailsInExceptionMessages
// -XX:-ShowCodeDetailsInExceptionMessages: NullPointerExceptions raised by the VM have no message
// (getMessage() is null, the uncaught line ends at the class name); explicit messages stay.
public class NpeNoDetails {
    String f;

    public static void main(String[] args) {
        try {
            String s = null;
            s.length();
        } catch (NullPointerException e) {
            System.out.println("invoke: " + e.getMessage());
        }
        try {
            int[] a = null;
            a[0] = 1;
        } catch (NullPointerException e) {
            System.out.println("iastore: " + e.getMessage() + " / " + e);
        }
        try {
            throw new NullPointerException("explicit");
        } catch (NullPointerException e) {
            System.out.println("explicit: " + e.getMessage());
        }
        NpeNoDetails n = args.length > 3 ? new NpeNoDetails() : null;
        System.out.println(n.f);
    }
}
