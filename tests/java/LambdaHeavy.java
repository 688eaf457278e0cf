// Lambda-heavy collection processing without streams: Function composition, Predicate combinators,
// Comparator chains, Map.computeIfAbsent/merge/compute/getOrDefault/replaceAll, Iterable.forEach,
// Map.forEach, removeIf, List.replaceAll/sort, Supplier-based factories, higher-order helpers.
import java.util.*;
import java.util.function.*;

public class LambdaHeavy {
    static <T, R> List<R> map(List<T> in, Function<? super T, ? extends R> f) { List<R> out = new ArrayList<R>(); in.forEach(t -> out.add(f.apply(t))); return out; }
    static <T> List<T> filter(List<T> in, Predicate<? super T> p) { List<T> out = new ArrayList<T>(); for (T t : in) if (p.test(t)) out.add(t); return out; }
    static <T, A> A fold(List<T> in, A init, BiFunction<A, ? super T, A> f) { A acc = init; for (T t : in) acc = f.apply(acc, t); return acc; }
    static <K, T> Map<K, List<T>> groupBy(List<T> in, Function<? super T, ? extends K> key, Supplier<Map<K, List<T>>> factory) {
        Map<K, List<T>> m = factory.get();
        for (T t : in) m.computeIfAbsent(key.apply(t), k -> new ArrayList<T>()).add(t);
        return m;
    }
    public static void main(String[] args) {
        List<String> words = Arrays.asList("lambda", "stream", "function", "apply", "compose", "predicate", "supplier", "consumer", "map", "fold", "filter", "zip", "curry", "closure");
        Function<String, Integer> len = String::length;
        Function<Integer, Integer> sq = x -> x * x;
        Function<String, String> up = String::toUpperCase;
        System.out.println(map(words, len.andThen(sq)));
        System.out.println(map(words, up.compose((String s) -> s.substring(0, Math.min(3, s.length())))));
        Predicate<String> longWord = s -> s.length() > 6;
        Predicate<String> hasE = s -> s.indexOf('e') >= 0;
        System.out.println(filter(words, longWord.and(hasE)) + " " + filter(words, longWord.negate().or(s -> s.startsWith("c"))) + " " + filter(words, Predicate.isEqual("zip")));
        System.out.println(fold(words, 0, (acc, w) -> acc + w.length()) + " " + fold(words, "", (acc, w) -> acc + w.charAt(0)));
        Map<Integer, List<String>> byLen = groupBy(words, String::length, TreeMap::new);
        System.out.println(byLen);
        Map<Character, List<String>> byFirst = groupBy(words, w -> w.charAt(0), LinkedHashMap::new);
        System.out.println(byFirst);
        Map<Character, Integer> letterCount = new TreeMap<Character, Integer>();
        words.forEach(w -> { for (char c : w.toCharArray()) letterCount.merge(c, 1, Integer::sum); });
        System.out.println(letterCount);
        letterCount.replaceAll((k, v) -> v * 10 + (k - 'a'));
        StringBuilder sb = new StringBuilder();
        letterCount.forEach((k, v) -> { if (v > 50) sb.append(k).append(v).append(' '); });
        System.out.println(sb);
        Map<String, Integer> stock = new HashMap<String, Integer>();
        String[] ops = { "apple+5", "pear+3", "apple-2", "kiwi+7", "pear-3", "apple+10", "fig-1", "kiwi-7", "plum+2" };
        for (String op : ops) {
            boolean add = op.contains("+");
            String[] p = op.split(add ? "\\+" : "-");
            int amount = Integer.parseInt(p[1]) * (add ? 1 : -1);
            stock.merge(p[0], amount, (a, b) -> a + b == 0 ? null : a + b);
        }
        System.out.println(new TreeMap<String, Integer>(stock) + " fig=" + stock.getOrDefault("fig", 0) + " kiwi=" + stock.getOrDefault("kiwi", 0));
        stock.compute("apple", (k, v) -> v == null ? 1 : v * 2);
        stock.computeIfPresent("plum", (k, v) -> v + 100);
        stock.computeIfAbsent("grape", k -> k.length());
        System.out.println(new TreeMap<String, Integer>(stock));
        List<Integer> nums = new ArrayList<Integer>();
        for (int i = 1; i <= 30; i++) nums.add(i);
        nums.removeIf(n -> n % 3 == 0);
        nums.replaceAll(n -> n * n % 17);
        nums.sort(Comparator.<Integer>naturalOrder().reversed());
        System.out.println(nums);
        Supplier<Map<String, Deque<Integer>>> factory = TreeMap::new;
        Map<String, Deque<Integer>> buckets = factory.get();
        for (int i = 0; i < 20; i++) buckets.computeIfAbsent(i % 2 == 0 ? "even" : i % 3 == 0 ? "odd3" : "odd", k -> new ArrayDeque<Integer>()).push(i);
        System.out.println(buckets);
        BinaryOperator<Integer> gcd = new BinaryOperator<Integer>() { public Integer apply(Integer a, Integer b) { return b == 0 ? a : this.apply(b, a % b); } };
        UnaryOperator<List<Integer>> doubled = l -> map(l, x -> x * 2);
        System.out.println(gcd.apply(1071, 462) + " " + doubled.andThen(doubled).apply(Arrays.asList(1, 2, 3)) + " " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(4, 2));
        List<Runnable> tasks = new ArrayList<Runnable>();
        StringBuilder out = new StringBuilder();
        for (String w : Arrays.asList("a", "b", "c")) tasks.add(() -> out.append(w).append(w.length()));
        tasks.forEach(Runnable::run);
        System.out.println(out);
        Function<Integer, Function<Integer, Integer>> adder = a -> b -> a + b;
        List<Function<Integer, Integer>> pipeline = Arrays.asList(adder.apply(1), x -> x * 3, adder.apply(-4), Math::abs);
        Function<Integer, Integer> all = Function.identity();
        for (Function<Integer, Integer> f : pipeline) all = all.andThen(f);
        StringBuilder pr = new StringBuilder();
        for (int i = -3; i <= 3; i++) pr.append(all.apply(i)).append(' ');
        System.out.println(pr);
        Optional<String> longest = words.isEmpty() ? Optional.<String>empty() : Optional.of(Collections.max(words, Comparator.comparingInt(String::length).thenComparing(Comparator.reverseOrder())));
        System.out.println(longest.orElse("-"));
    }
}
