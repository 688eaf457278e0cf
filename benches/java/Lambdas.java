// ARGS: 6
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.IntBinaryOperator;
import java.util.function.IntPredicate;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * Interface-heavy lambdas: java.util.function compositions (andThen/compose,
 * Predicate.and/or/negate), capturing and non-capturing lambdas, method
 * references, boxed Function chains and primitive specialisations.
 */
public class Lambdas {
    static int square(int x) { return x * x; }

    static long foldInts(int n, IntUnaryOperator f, IntPredicate keep, IntBinaryOperator combine) {
        int acc = 0;
        for (int i = 0; i < n; i++) {
            int v = f.applyAsInt(i);
            if (keep.test(v)) acc = combine.applyAsInt(acc, v);
        }
        return acc;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        long h = 0;
        for (int r = 0; r < rounds; r++) {
            final int k = r + 3;
            IntUnaryOperator f = ((IntUnaryOperator) x -> x + k).andThen(Lambdas::square).compose(x -> x ^ 0x55);
            IntPredicate keep = ((IntPredicate) x -> (x & 1) == 0).or(x -> x % 3 == 0).and(x -> x != 0).negate().negate();
            h += foldInts(100000, f, keep, (a, b) -> a * 31 + b);

            Function<Integer, Integer> inc = x -> x + 1;
            Function<Integer, Integer> dbl = x -> x * 2;
            Function<Integer, String> show = Object::toString;
            Function<Integer, Integer> chain = inc.andThen(dbl).compose(dbl).andThen(inc);
            Function<Integer, Integer> id = Function.identity();
            int s = 0;
            for (int i = 0; i < 30000; i++) s += chain.apply(id.apply(i)) + show.apply(i & 63).length();
            h = h * 31 + s;

            Predicate<String> p = ((Predicate<String>) String::isEmpty).negate().and(x -> x.charAt(0) != 'z');
            List<String> words = new ArrayList<>();
            for (int i = 0; i < 2000; i++) words.add(i % 50 == 0 ? "" : (char) ('a' + i % 26) + "w" + i);
            int count = 0;
            for (int rep = 0; rep < 5; rep++) for (String w : words) if (p.test(w)) count++;
            h += count;

            BiFunction<Integer, Integer, Integer> add = Integer::sum;
            BiFunction<Integer, Integer, Integer> addThenHalf = add.andThen(x -> x / 2);
            UnaryOperator<String> up = String::toUpperCase;
            Supplier<StringBuilder> mk = StringBuilder::new;
            int t = 0;
            for (int i = 0; i < 20000; i++) t = addThenHalf.apply(t, i) ^ i;
            StringBuilder sb = mk.get();
            for (int i = 0; i < 200; i++) sb.append(up.apply(words.get(i + 1)));
            h = h * 31 + t + sb.length();

            List<IntUnaryOperator> pipeline = new ArrayList<>();
            for (int i = 0; i < 8; i++) { final int c = i; pipeline.add(x -> x * 3 + c); }
            int v = 1;
            for (int i = 0; i < 20000; i++) for (IntUnaryOperator op : pipeline) v = op.applyAsInt(v) & 0xfffff;
            h += v;
        }
        System.out.println(h);
    }
}
