import java.util.Random;
import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.BooleanUtils;
import org.apache.commons.lang3.CharUtils;
import org.apache.commons.lang3.RandomStringUtils;
import org.apache.commons.lang3.StringEscapeUtils;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.builder.EqualsBuilder;
import org.apache.commons.lang3.builder.HashCodeBuilder;
import org.apache.commons.lang3.builder.ToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;
import org.apache.commons.lang3.math.Fraction;
import org.apache.commons.lang3.math.NumberUtils;
import org.apache.commons.lang3.text.WordUtils;
import org.apache.commons.lang3.time.DateFormatUtils;
import org.apache.commons.lang3.time.DurationFormatUtils;
import org.apache.commons.lang3.tuple.Pair;

/** Apache Commons Lang 3: strings, arrays, builders, numbers, dates. */
public class Lang3Demo {
    static class Point {
        int x, y;
        String label;
        Point(int x, int y, String label) { this.x = x; this.y = y; this.label = label; }
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        System.out.println("abbreviate: " + StringUtils.abbreviate("The Java Virtual Machine", 15));
        System.out.println("capitalize: " + StringUtils.capitalize("rjvm") + " " + WordUtils.capitalizeFully("hello wide WORLD"));
        System.out.println("center: [" + StringUtils.center("x", 7, '*') + "]");
        System.out.println("difference: " + StringUtils.difference("interpreter", "interrupt") + " index " + StringUtils.indexOfDifference("interpreter", "interrupt"));
        System.out.println("levenshtein: " + StringUtils.getLevenshteinDistance("kitten", "sitting"));
        System.out.println("split: " + String.join("|", StringUtils.splitByCharacterTypeCamelCase("parseHTTPResponse2Fast")));
        System.out.println("reverse words: " + StringUtils.reverseDelimited("a.b.c.d", '.'));
        System.out.println("wrap: " + WordUtils.wrap("The quick brown fox jumps over the lazy dog", 12).replace(System.lineSeparator(), "/"));
        System.out.println("escape: " + StringEscapeUtils.escapeJava("tab\there \"quoted\" \u00e9") + " " + StringEscapeUtils.escapeHtml4("<a href='x'>&</a>"));
        System.out.println("blank: " + StringUtils.isBlank("  \t") + " numeric: " + StringUtils.isNumeric("12345") + " " + NumberUtils.isCreatable("0x1F"));

        int[] arr = { 5, 3, 9 };
        arr = ArrayUtils.add(arr, 1);
        arr = ArrayUtils.removeElement(arr, 3);
        ArrayUtils.reverse(arr);
        System.out.println("array: " + ArrayUtils.toString(arr) + " contains 9: " + ArrayUtils.contains(arr, 9) + " index of 5: " + ArrayUtils.indexOf(arr, 5));
        System.out.println("subarray: " + ArrayUtils.toString(ArrayUtils.subarray(new String[] { "a", "b", "c", "d" }, 1, 3)));

        Point p = new Point(3, 4, "origin-ish");
        System.out.println("toString: " + new ToStringBuilder(p, ToStringStyle.SHORT_PREFIX_STYLE).append("x", p.x).append("y", p.y).append("label", p.label).toString());
        System.out.println("equals: " + new EqualsBuilder().append(p.x, 3).append(p.label, "origin-ish").isEquals());
        System.out.println("hashCode: " + new HashCodeBuilder(17, 37).append(p.x).append(p.y).append(p.label).toHashCode());

        Fraction f = Fraction.getFraction(3, 4).add(Fraction.getFraction(5, 6));
        System.out.println("fraction: " + f + " = " + f.toProperString() + " ~ " + f.doubleValue());
        System.out.println("numbers: " + NumberUtils.max(3, 17, 8) + " " + NumberUtils.toInt("oops", -1) + " " + NumberUtils.createNumber("1.5e3"));
        System.out.println("boolean: " + BooleanUtils.toBoolean("yes") + " " + BooleanUtils.toStringOnOff(false) + " " + BooleanUtils.xor(new boolean[] { true, true, false }));
        System.out.println("char: " + CharUtils.isAsciiAlphanumeric('_') + " " + CharUtils.unicodeEscaped('A'));

        System.out.println("date: " + DateFormatUtils.formatUTC(1_000_000_000_000L, "yyyy-MM-dd HH:mm:ss EEE"));
        System.out.println("duration: " + DurationFormatUtils.formatDuration(93_784_005L, "d'd' HH:mm:ss.SSS") + " " + DurationFormatUtils.formatDurationWords(93_784_005L, true, true));
        System.out.println("random: " + RandomStringUtils.random(12, 0, 0, true, true, null, new Random(42)));
        Pair<String, Integer> pair = Pair.of("answer", 42);
        System.out.println("pair: " + pair + " left " + pair.getLeft());
    }
}
