package java.lang;

import java.io.UnsupportedEncodingException;
import java.util.Comparator;
import java.util.Formatter;
import java.util.Iterator;
import java.util.Locale;

import rjvm.internal.Charsets;
import rjvm.internal.Regex;

/**
 * Immutable UTF-16 character string. The VM relies on exactly two instance fields:
 * {@code value} and {@code hash} (see VM-CONTRACT.md).
 */
public final class String implements java.io.Serializable, Comparable<String>, CharSequence {

    private final char[] value;

    private int hash;

    private static final long serialVersionUID = -6849794470754667710L;

    static final char[] EMPTY = new char[0];

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    private static final class CaseInsensitiveComparator implements Comparator<String>, java.io.Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return s1.compareToIgnoreCase(s2);
        }
    }

    // ------------------------------------------------------------------ constructors

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkOffsetCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkOffsetCount(offset, count, codePoints.length);
        int end = offset + count;
        int n = 0;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (c >= 0 && c < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                n++;
            } else if (c >= Character.MIN_SUPPLEMENTARY_CODE_POINT && c <= Character.MAX_CODE_POINT) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(c));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < end; i++) {
            int c = codePoints[i];
            if (c < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                v[j++] = (char) c;
            } else {
                v[j++] = Character.highSurrogate(c);
                v[j++] = Character.lowSurrogate(c);
            }
        }
        this.value = v;
    }

    @Deprecated
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkOffsetCount(offset, count, ascii.length);
        char[] v = new char[count];
        int hi = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hi | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length, String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkOffsetCount(offset, length, bytes.length);
        int cs = Charsets.lookup(charsetName);
        if (cs < 0) {
            throw new UnsupportedEncodingException(charsetName);
        }
        this.value = Charsets.decode(cs, bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkOffsetCount(offset, length, bytes.length);
        this.value = Charsets.decode(charsetId(charset), bytes, offset, length);
    }

    public String(byte[] bytes, java.nio.charset.Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    private static int charsetId(java.nio.charset.Charset charset) {
        int cs = Charsets.lookup(charset.name());
        if (cs < 0) {
            throw new UnsupportedOperationException("rjvm: unsupported charset " + charset.name());
        }
        return cs;
    }

    public String(byte[] bytes, int offset, int length) {
        checkOffsetCount(offset, length, bytes.length);
        this.value = Charsets.decode(Charsets.UTF_8, bytes, offset, length);
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOf(buffer.getValue(), 0, buffer.length());
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.getValue(), 0, builder.length());
    }

    /** Package-private: takes ownership of {@code value} without copying. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copyOf(char[] src, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    static void checkOffsetCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException("begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    /** Package-private access to the backing array (callers must not modify it). */
    char[] value() {
        return value;
    }

    // ------------------------------------------------------------------ basic access

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        char[] v = value;
        if (index < 0 || index >= v.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        return v[index];
    }

    public int codePointAt(int index) {
        char[] v = value;
        checkIndex(index, v.length);
        char c = v[index];
        if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE && index + 1 < v.length) {
            char d = v[index + 1];
            if (d >= Character.MIN_LOW_SURROGATE && d <= Character.MAX_LOW_SURROGATE) {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    public int codePointBefore(int index) {
        char[] v = value;
        int i = index - 1;
        if (i < 0 || i >= v.length) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + index);
        }
        char c = v[i];
        if (c >= Character.MIN_LOW_SURROGATE && c <= Character.MAX_LOW_SURROGATE && i > 0) {
            char h = v[i - 1];
            if (h >= Character.MIN_HIGH_SURROGATE && h <= Character.MAX_HIGH_SURROGATE) {
                return Character.toCodePoint(h, c);
            }
        }
        return c;
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, value.length, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBeginEnd(srcBegin, srcEnd, value.length);
        if (dst == null) {
            throw new NullPointerException();
        }
        int n = srcEnd - srcBegin;
        if (dstBegin < 0 || dstBegin > dst.length - n) {
            throw new StringIndexOutOfBoundsException("offset " + dstBegin + ", count " + n + ", length " + dst.length);
        }
        for (int i = 0; i < n; i++) {
            dst[dstBegin + i] = (byte) value[srcBegin + i];
        }
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        int cs = Charsets.lookup(charsetName);
        if (cs < 0) {
            throw new UnsupportedEncodingException(charsetName);
        }
        return Charsets.encode(cs, value, 0, value.length);
    }

    public byte[] getBytes(java.nio.charset.Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        return Charsets.encode(charsetId(charset), value, 0, value.length);
    }

    public byte[] getBytes() {
        return Charsets.encode(Charsets.UTF_8, value, 0, value.length);
    }

    public char[] toCharArray() {
        char[] v = value;
        char[] r = new char[v.length];
        System.arraycopy(v, 0, r, 0, v.length);
        return r;
    }

    public String toString() {
        return this;
    }

    // ------------------------------------------------------------------ comparison

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] a = value;
            char[] b = ((String) anObject).value;
            int n = a.length;
            if (n != b.length) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (a[i] != b[i]) {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof String) {
            return equals(cs);
        }
        char[] v = value;
        int n = v.length;
        if (cs instanceof AbstractStringBuilder) {
            AbstractStringBuilder asb = (AbstractStringBuilder) cs;
            if (asb.length() != n) {
                return false;
            }
            char[] o = asb.getValue();
            for (int i = 0; i < n; i++) {
                if (v[i] != o[i]) {
                    return false;
                }
            }
            return true;
        }
        if (cs.length() != n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (v[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int n1 = a.length;
        int n2 = b.length;
        int lim = n1 < n2 ? n1 : n2;
        for (int k = 0; k < lim; k++) {
            char c1 = a[k];
            char c2 = b[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return n1 - n2;
    }

    public int compareToIgnoreCase(String str) {
        char[] a = value;
        char[] b = str.value;
        int n1 = a.length;
        int n2 = b.length;
        int lim = n1 < n2 ? n1 : n2;
        for (int k = 0; k < lim; k++) {
            char c1 = a[k];
            char c2 = b[k];
            if (c1 != c2) {
                c1 = Character.toUpperCase(c1);
                c2 = Character.toUpperCase(c2);
                if (c1 != c2) {
                    c1 = Character.toLowerCase(c1);
                    c2 = Character.toLowerCase(c2);
                    if (c1 != c2) {
                        return c1 - c2;
                    }
                }
            }
        }
        return n1 - n2;
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len || ooffset > (long) pa.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            if (ta[toffset + i] != pa[ooffset + i]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len || ooffset > (long) pa.length - len) {
            return false;
        }
        for (int i = 0; i < len; i++) {
            char c1 = ta[toffset + i];
            char c2 = pa[ooffset + i];
            if (c1 == c2) {
                continue;
            }
            char u1 = Character.toUpperCase(c1);
            char u2 = Character.toUpperCase(c2);
            if (u1 == u2) {
                continue;
            }
            if (Character.toLowerCase(u1) == Character.toLowerCase(u2)) {
                continue;
            }
            return false;
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        int pc = pa.length;
        if (toffset < 0 || toffset > ta.length - pc) {
            return false;
        }
        for (int i = 0; i < pc; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ------------------------------------------------------------------ searching

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int n = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= n) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < n; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            for (int i = fromIndex; i < n - 1; i++) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = fromIndex >= v.length ? v.length - 1 : fromIndex;
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (ch <= Character.MAX_CODE_POINT) {
            char hi = Character.highSurrogate(ch);
            char lo = Character.lowSurrogate(ch);
            int i = fromIndex >= v.length - 1 ? v.length - 2 : fromIndex;
            for (; i >= 0; i--) {
                if (v[i] == hi && v[i + 1] == lo) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, fromIndex);
    }

    /** Search {@code target} in {@code src[0..srcLen)} starting at {@code fromIndex}. */
    static int indexOf(char[] src, int srcLen, char[] target, int fromIndex) {
        int tlen = target.length;
        if (fromIndex >= srcLen) {
            return tlen == 0 ? srcLen : -1;
        }
        if (fromIndex < 0) {
            fromIndex = 0;
        }
        if (tlen == 0) {
            return fromIndex;
        }
        char first = target[0];
        int max = srcLen - tlen;
        for (int i = fromIndex; i <= max; i++) {
            if (src[i] != first) {
                continue;
            }
            int j = 1;
            while (j < tlen && src[i + j] == target[j]) {
                j++;
            }
            if (j == tlen) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str.value, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, fromIndex);
    }

    static int lastIndexOf(char[] src, int srcLen, char[] target, int fromIndex) {
        int tlen = target.length;
        int rightIndex = srcLen - tlen;
        if (fromIndex > rightIndex) {
            fromIndex = rightIndex;
        }
        if (fromIndex < 0) {
            return -1;
        }
        if (tlen == 0) {
            return fromIndex;
        }
        for (int i = fromIndex; i >= 0; i--) {
            int j = 0;
            while (j < tlen && src[i + j] == target[j]) {
                j++;
            }
            if (j == tlen) {
                return i;
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ------------------------------------------------------------------ derived strings

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        char[] v = value;
        int n = v.length;
        checkBeginEnd(beginIndex, endIndex, n);
        if (beginIndex == 0 && endIndex == n) {
            return this;
        }
        int len = endIndex - beginIndex;
        if (len == 0) {
            return new String(EMPTY, true);
        }
        char[] r = new char[len];
        System.arraycopy(v, beginIndex, r, 0, len);
        return new String(r, true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        char[] b = str.value;
        if (b.length == 0) {
            return this;
        }
        char[] a = value;
        if (a.length == 0) {
            return str;
        }
        char[] r = new char[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return new String(r, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        char[] v = value;
        int n = v.length;
        int i = 0;
        while (i < n && v[i] != oldChar) {
            i++;
        }
        if (i == n) {
            return this;
        }
        char[] r = new char[n];
        System.arraycopy(v, 0, r, 0, i);
        for (; i < n; i++) {
            char c = v[i];
            r[i] = c == oldChar ? newChar : c;
        }
        return new String(r, true);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String t = target.toString();
        String rep = replacement.toString();
        char[] v = value;
        int tlen = t.value.length;
        int first = indexOf(v, v.length, t.value, 0);
        if (first < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(v.length + 16);
        int pos = 0;
        int idx = first;
        if (tlen == 0) {
            // insert the replacement before every char and at the end
            for (int i = 0; i < v.length; i++) {
                sb.append(rep);
                sb.append(v[i]);
            }
            sb.append(rep);
            return sb.toString();
        }
        while (idx >= 0) {
            sb.append(v, pos, idx - pos);
            sb.append(rep);
            pos = idx + tlen;
            idx = indexOf(v, v.length, t.value, pos);
        }
        sb.append(v, pos, v.length - pos);
        return sb.toString();
    }

    public boolean matches(String regex) {
        return Regex.compile(regex).matches(this);
    }

    public String replaceFirst(String regex, String replacement) {
        return Regex.compile(regex).replace(this, replacement, false);
    }

    public String replaceAll(String regex, String replacement) {
        return Regex.compile(regex).replace(this, replacement, true);
    }

    public String[] split(String regex, int limit) {
        char[] r = regex.value;
        // fast path: a single char that is not a regex metacharacter, or a backslash-escaped
        // non-alphanumeric char
        char ch = 0;
        boolean fast = false;
        if (r.length == 1 && ".$|()[{^?*+\\".indexOf(r[0]) < 0) {
            ch = r[0];
            fast = true;
        } else if (r.length == 2 && r[0] == '\\' && !isAsciiAlnum(r[1])) {
            ch = r[1];
            fast = true;
        }
        if (fast) {
            return splitChar(ch, limit);
        }
        return Regex.compile(regex).split(this, limit);
    }

    private static boolean isAsciiAlnum(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private String[] splitChar(char ch, int limit) {
        char[] v = value;
        int n = v.length;
        if (n == 0) {
            return new String[] { this };
        }
        // count pieces
        int count = 1;
        for (int i = 0; i < n; i++) {
            if (v[i] == ch) {
                count++;
            }
        }
        if (count == 1) {
            return new String[] { this };
        }
        if (limit > 0 && count > limit) {
            count = limit;
        }
        String[] parts = new String[count];
        int k = 0;
        int start = 0;
        for (int i = 0; i < n && k < count - 1; i++) {
            if (v[i] == ch) {
                parts[k++] = substring(start, i);
                start = i + 1;
            }
        }
        parts[k++] = substring(start, n);
        if (limit == 0) {
            while (k > 0 && parts[k - 1].value.length == 0) {
                k--;
            }
            if (k < parts.length) {
                String[] r = new String[k];
                System.arraycopy(parts, 0, r, 0, k);
                return r;
            }
        }
        return parts;
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        Iterator<? extends CharSequence> it = elements.iterator();
        while (it.hasNext()) {
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(it.next());
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ case

    public String toLowerCase(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return toLowerCase();
    }

    public String toLowerCase() {
        char[] v = value;
        int n = v.length;
        int i = 0;
        for (; i < n; i++) {
            char c = v[i];
            if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                break;
            }
            if (c == '\u0130' || Character.toLowerCase(c) != c) {
                break;
            }
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = null;
        char[] r = new char[n];
        System.arraycopy(v, 0, r, 0, i);
        for (; i < n; i++) {
            char c = v[i];
            if (c < 0x80) {
                r[i] = (c >= 'A' && c <= 'Z') ? (char) (c + 32) : c;
            } else if (c == '\u0130') {
                // LATIN CAPITAL LETTER I WITH DOT ABOVE lowercases to "i\u0307"
                sb = new StringBuilder(n + 1);
                sb.append(r, 0, i);
                return lowerSlow(sb, i);
            } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(v[i + 1])) {
                sb = new StringBuilder(n + 1);
                sb.append(r, 0, i);
                return lowerSlow(sb, i);
            } else {
                r[i] = Character.toLowerCase(c);
            }
        }
        return new String(r, true);
    }

    private String lowerSlow(StringBuilder sb, int i) {
        char[] v = value;
        int n = v.length;
        while (i < n) {
            int cp = codePointAt(i);
            i += Character.charCount(cp);
            if (cp == 0x130) {
                sb.append('i').append('\u0307');
            } else {
                sb.appendCodePoint(Character.toLowerCase(cp));
            }
        }
        return sb.toString();
    }

    public String toUpperCase(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return toUpperCase();
    }

    public String toUpperCase() {
        char[] v = value;
        int n = v.length;
        int i = 0;
        for (; i < n; i++) {
            char c = v[i];
            if (c >= Character.MIN_HIGH_SURROGATE && c <= Character.MAX_HIGH_SURROGATE) {
                break;
            }
            if (c == '\u00df' || Character.toUpperCase(c) != c) {
                break;
            }
        }
        if (i == n) {
            return this;
        }
        char[] r = new char[n];
        System.arraycopy(v, 0, r, 0, i);
        for (; i < n; i++) {
            char c = v[i];
            if (c < 0x80) {
                r[i] = (c >= 'a' && c <= 'z') ? (char) (c - 32) : c;
            } else if (c == '\u00df' || Character.isHighSurrogate(c)) {
                StringBuilder sb = new StringBuilder(n + 8);
                sb.append(r, 0, i);
                while (i < n) {
                    int cp = codePointAt(i);
                    i += Character.charCount(cp);
                    if (cp == 0xdf) {
                        sb.append('S').append('S');
                    } else {
                        sb.appendCodePoint(Character.toUpperCase(cp));
                    }
                }
                return sb.toString();
            } else {
                r[i] = Character.toUpperCase(c);
            }
        }
        return new String(r, true);
    }

    // ------------------------------------------------------------------ whitespace

    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while (st < len && v[st] <= ' ') {
            st++;
        }
        while (st < len && v[len - 1] <= ' ') {
            len--;
        }
        return (st > 0 || len < v.length) ? substring(st, len) : this;
    }

    private int firstNonWhitespace() {
        char[] v = value;
        int i = 0;
        while (i < v.length) {
            int cp = codePointAt(i);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int lastNonWhitespace() {
        int i = value.length;
        while (i > 0) {
            int cp = codePointBefore(i);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return i;
    }

    public String strip() {
        int st = firstNonWhitespace();
        if (st == value.length) {
            return "";
        }
        return substring(st, lastNonWhitespace());
    }

    public String stripLeading() {
        return substring(firstNonWhitespace());
    }

    public String stripTrailing() {
        return substring(0, lastNonWhitespace());
    }

    public boolean isBlank() {
        return firstNonWhitespace() == value.length;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        char[] v = value;
        int len = v.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if ((long) len * count > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        int total = len * count;
        char[] r = new char[total];
        if (len == 1) {
            char c = v[0];
            for (int i = 0; i < total; i++) {
                r[i] = c;
            }
        } else {
            System.arraycopy(v, 0, r, 0, len);
            int filled = len;
            while (filled < total) {
                int n = filled <= total - filled ? filled : total - filled;
                System.arraycopy(r, 0, r, filled, n);
                filled += n;
            }
        }
        return new String(r, true);
    }

    // ------------------------------------------------------------------ formatting

    public static String format(String format, Object... args) {
        return new Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new Formatter().format(this, args).toString();
    }

    // ------------------------------------------------------------------ valueOf

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] { c }, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();
}
