// Labeled break/continue, nested loops, do-while, ternaries (nested, mixed types),
// short-circuit evaluation, comma in for, conditional boxing.
public class ControlFlow {
    static int calls;
    static boolean t(String s) { calls++; System.out.print(s); return true; }
    static boolean f(String s) { calls++; System.out.print(s); return false; }

    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                System.out.print(i + "" + j + " ");
            }
        }
        System.out.println();
        int n = 0;
        search:
        while (true) {
            n++;
            do {
                n += 2;
                if (n > 20) break search;
                if (n % 3 == 0) continue search;
            } while (n % 5 != 0);
            System.out.print("n=" + n + " ");
        }
        System.out.println("end n=" + n);
        block: {
            System.out.println("in block");
            if (n > 0) break block;
            System.out.println("never");
        }
        for (int i = 0, j = 10; i < j; i += 2, j--) System.out.print("(" + i + "," + j + ")");
        System.out.println();
        for (int x = -3; x <= 3; x++) {
            String s = x < 0 ? "neg" : x == 0 ? "zero" : x % 2 == 0 ? "even" : "odd";
            System.out.print(s + " ");
        }
        System.out.println();
        boolean b = true;
        Object o = b ? 1 : "str";
        System.out.println(o + " " + o.getClass().getSimpleName());
        Object o2 = b ? 1 : 2.0;   // binary numeric promotion -> Double
        System.out.println(o2 + " " + o2.getClass().getSimpleName());
        Integer nul = null;
        Object o3 = !b ? nul : "fine";
        System.out.println(o3);
        char c = b ? 'x' : 0;
        System.out.println(c + " " + (b ? 'y' : 1) + " " + (false ? 'a' : 98));
        calls = 0;
        if (f("a") && t("b")) System.out.print("!");
        if (t("c") || f("d")) System.out.print("?");
        if (f("e") & t("f")) System.out.print("#");
        if (t("g") | f("h")) System.out.print("$");
        if (t("i") ^ t("j")) System.out.print("%");
        System.out.println(" calls=" + calls);
        int k = 0;
        while (k < 100) { k = k * 2 + 1; }
        System.out.println("k=" + k);
        int total = 0;
        for (int i = 0; i < 10; i++) {
            if (i % 2 == 0) continue;
            switch (i) { case 3: total += 100; break; case 7: continue; default: total += i; }
            total += 1000;
        }
        System.out.println("total=" + total);
        int count = 0;
        loop:
        for (int a = 1; a < 30; a++)
            for (int bb = a; bb < 30; bb++)
                for (int cc = bb; cc < 30; cc++) {
                    if (a * a + bb * bb == cc * cc) { count++; System.out.print(a + "-" + bb + "-" + cc + " "); if (count == 6) break loop; }
                }
        System.out.println("triples=" + count);
    }
}
