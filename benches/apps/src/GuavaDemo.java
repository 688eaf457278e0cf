import com.google.common.base.CharMatcher;
import com.google.common.base.Joiner;
import com.google.common.base.Preconditions;
import com.google.common.base.Splitter;
import com.google.common.base.Strings;
import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.HashBasedTable;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.Iterables;
import com.google.common.collect.Lists;
import com.google.common.collect.Multimap;
import com.google.common.collect.Multiset;
import com.google.common.collect.Ordering;
import com.google.common.collect.Range;
import com.google.common.collect.RangeSet;
import com.google.common.collect.Sets;
import com.google.common.collect.Table;
import com.google.common.collect.TreeMultiset;
import com.google.common.collect.TreeRangeSet;
import com.google.common.hash.Hashing;
import com.google.common.io.BaseEncoding;
import com.google.common.math.IntMath;
import com.google.common.math.LongMath;
import com.google.common.primitives.Ints;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Guava: collections, strings, hashing, math, encodings. */
public class GuavaDemo {
    public static void main(String[] args) {
        List<String> words = Splitter.on(',').trimResults().omitEmptyStrings().splitToList(" kiwi, apple ,, cherry,banana , apple ");
        System.out.println("split: " + words);
        System.out.println("joined: " + Joiner.on(" | ").skipNulls().join("a", null, "b", "c"));
        System.out.println("ordered: " + Ordering.natural().reverse().sortedCopy(words));
        System.out.println("immutable: " + ImmutableList.copyOf(words).reverse());
        System.out.println("partition: " + Lists.partition(ImmutableList.of(1, 2, 3, 4, 5, 6, 7), 3));

        Multimap<Integer, String> byLength = ArrayListMultimap.create();
        for (String w : words) byLength.put(w.length(), w);
        System.out.println("multimap: " + ImmutableSortedMap.copyOf(byLength.asMap()));

        Multiset<String> counts = TreeMultiset.create(words);
        System.out.println("multiset: " + counts + " apple=" + counts.count("apple"));

        Table<String, Integer, Double> table = HashBasedTable.create();
        table.put("a", 1, 1.5);
        table.put("a", 2, 2.5);
        table.put("b", 1, 3.5);
        System.out.println("table row a: " + ImmutableSortedMap.copyOf(table.row("a")) + " column 1 size: " + table.column(1).size());

        RangeSet<Integer> ranges = TreeRangeSet.create();
        ranges.add(Range.closed(1, 10));
        ranges.add(Range.closedOpen(11, 15));
        ranges.remove(Range.open(5, 8));
        System.out.println("ranges: " + ranges + " contains 6: " + ranges.contains(6) + " 12: " + ranges.contains(12));

        System.out.println("sets: " + Sets.intersection(Sets.newTreeSet(words), Sets.newHashSet("apple", "kiwi", "plum")).size());
        System.out.println("union sorted: " + Sets.newTreeSet(Sets.union(Sets.newHashSet("x", "y"), Sets.newHashSet("y", "z"))));
        System.out.println("powerset size: " + Sets.powerSet(Sets.newHashSet(1, 2, 3, 4)).size());
        System.out.println("getLast: " + Iterables.getLast(words) + " frequency: " + Iterables.frequency(words, "apple"));

        System.out.println("charmatcher: " + CharMatcher.inRange('0', '9').retainFrom("a1b2c3d44") + " " + CharMatcher.whitespace().collapseFrom("a   b \t c", '_'));
        System.out.println("strings: [" + Strings.padStart("7", 3, '0') + "] [" + Strings.repeat("ab", 3) + "] common prefix: " + Strings.commonPrefix("interpreter", "internal"));

        byte[] data = "rjvm runs real applications".getBytes(StandardCharsets.UTF_8);
        System.out.println("murmur3_32: " + Hashing.murmur3_32_fixed().hashBytes(data));
        System.out.println("sha256: " + Hashing.sha256().hashString("hello", StandardCharsets.UTF_8));
        System.out.println("crc32: " + Hashing.crc32().hashBytes(data).asInt());
        System.out.println("base32: " + BaseEncoding.base32().encode(data));
        System.out.println("base16: " + BaseEncoding.base16().lowerCase().encode(new byte[] { 1, 2, (byte) 0xfe }));

        System.out.println("intmath: " + IntMath.gcd(84, 36) + " " + IntMath.log2(1000, RoundingMode.CEILING) + " " + IntMath.binomial(20, 6));
        System.out.println("longmath: " + LongMath.factorial(20) + " " + LongMath.isPrime(1_000_000_007L));
        System.out.println("ints: " + Ints.join("-", Ints.toArray(ImmutableList.of(3, 1, 2))) + " max " + Ints.max(4, 9, 2));

        try {
            Preconditions.checkArgument(words.size() > 10, "too few words: %s", words.size());
        } catch (IllegalArgumentException e) {
            System.out.println("precondition: " + e.getMessage());
        }
        try {
            ImmutableList.of(1).add(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("immutable add: " + e.getClass().getSimpleName());
        }
    }
}
