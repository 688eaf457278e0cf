// Enum.valueOf's errors: a class that is not an enum ("X is not an enum class", JDK 17's words), an enum constant's
// body class (not an enum class itself), a missing constant, a null name (NullPointerException "Name is null"),
// and the successful look-ups, through Enum.valueOf and the generated valueOf.
public class EnumValueOfErrors {
    enum Op {
        PLUS {
            int apply(int a, int b) {
                return a + b;
            }
        },
        TIMES;

        int apply(int a, int b) {
            return a * b;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static void tryValueOf(Class c, String name) {
        try {
            System.out.println(Enum.valueOf(c, name));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        tryValueOf(String.class, "X");
        tryValueOf(Object.class, null);
        tryValueOf(Op.PLUS.getClass(), "PLUS");
        tryValueOf(Op.class, "PLUS");
        tryValueOf(Op.class, "TIMES");
        tryValueOf(Op.class, "MINUS");
        tryValueOf(Op.class, "plus");
        tryValueOf(Op.class, null);
        tryValueOf(Thread.State.class, "RUNNABLE");
        try {
            System.out.println(Op.valueOf("DIV"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(Op.valueOf("PLUS").apply(2, 5) + " " + Op.valueOf("TIMES").apply(2, 5));
    }
}
