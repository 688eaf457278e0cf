// Verifier: an uncaught VerifyError from a direct call VUncaught.add(1, 2) into a class whose add
// ends in lreturn instead of ireturn (tests/tools/badclass.py). Only stderr's first line is compared.
public class VerifyUncaught {
    public static void main(String[] args) {
        System.out.println("before");
        System.out.println(VUncaught.add(1, 2));
        System.out.println("not reached");
    }
}
