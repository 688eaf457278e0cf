package java.lang;

/**
 * Common implementation of StringBuilder and StringBuffer: a growable char array.
 */
abstract class AbstractStringBuilder implements Appendable, CharSequence {
    char[] value;
    int count;

    AbstractStringBuilder() {
    }

    AbstractStringBuilder(int capacity) {
        value = new char[capacity];
    }

    final char[] getValue() {
        return value;
    }

    public int length() {
        return count;
    }

    public int capacity() {
        return value.length;
    }

    public void ensureCapacity(int minimumCapacity) {
        if (minimumCapacity > 0 && minimumCapacity > value.length) {
            expand(minimumCapacity);
        }
    }

    final void ensureCapacityInternal(int minimumCapacity) {
        if (minimumCapacity > value.length) {
            expand(minimumCapacity);
        }
    }

    final void expand(int minimumCapacity) {
        if (minimumCapacity < 0) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        int newCapacity = (value.length << 1) + 2;
        if (newCapacity - minimumCapacity < 0) {
            newCapacity = minimumCapacity;
        }
        if (newCapacity < 0) {
            newCapacity = Integer.MAX_VALUE - 8;
            if (newCapacity < minimumCapacity) {
                throw new OutOfMemoryError("Required length exceeds implementation limit");
            }
        }
        char[] n = new char[newCapacity];
        System.arraycopy(value, 0, n, 0, count);
        value = n;
    }

    public void trimToSize() {
        if (count < value.length) {
            char[] n = new char[count];
            System.arraycopy(value, 0, n, 0, count);
            value = n;
        }
    }

    public void setLength(int newLength) {
        if (newLength < 0) {
            throw new StringIndexOutOfBoundsException("String index out of range: " + newLength);
        }
        ensureCapacityInternal(newLength);
        if (count < newLength) {
            char[] v = value;
            for (int i = count; i < newLength; i++) {
                v[i] = '\0';
            }
        }
        count = newLength;
    }

    // ------------------------------------------------------------------ checks

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    static void checkOffset(int offset, int length) {
        if (offset < 0 || offset > length) {
            throw new StringIndexOutOfBoundsException("offset " + offset + ", length " + length);
        }
    }

    static void checkRangeSIOOBE(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new StringIndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
    }

    static void checkRange(int start, int end, int length) {
        if (start < 0 || start > end || end > length) {
            throw new IndexOutOfBoundsException("start " + start + ", end " + end + ", length " + length);
        }
    }

    // ------------------------------------------------------------------ access

    public char charAt(int index) {
        if (index < 0 || index >= count) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + count);
        }
        return value[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, count);
        return Character.codePointAtImpl(value, index, count);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= count) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + count);
        }
        return Character.codePointBeforeImpl(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || endIndex > count || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCountImpl(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > count) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePointsImpl(value, 0, count, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkRangeSIOOBE(srcBegin, srcEnd, count);
        int n = srcEnd - srcBegin;
        if (dstBegin < 0 || dstBegin > dst.length - n) {
            throw new IndexOutOfBoundsException("start " + dstBegin + ", end " + (dstBegin + n) + ", length " + dst.length);
        }
        System.arraycopy(value, srcBegin, dst, dstBegin, n);
    }

    public void setCharAt(int index, char ch) {
        checkIndex(index, count);
        value[index] = ch;
    }

    // ------------------------------------------------------------------ append

    public AbstractStringBuilder append(Object obj) {
        return append(String.valueOf(obj));
    }

    public AbstractStringBuilder append(String str) {
        if (str == null) {
            return appendNull();
        }
        char[] sv = str.value();
        int len = sv.length;
        int c = count;
        if (c + len > value.length) {
            expand(c + len);
        }
        System.arraycopy(sv, 0, value, c, len);
        count = c + len;
        return this;
    }

    public AbstractStringBuilder append(StringBuffer sb) {
        return append((AbstractStringBuilder) sb);
    }

    AbstractStringBuilder append(AbstractStringBuilder asb) {
        if (asb == null) {
            return appendNull();
        }
        int len = asb.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(asb.value, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s) {
        if (s == null) {
            return appendNull();
        }
        if (s instanceof String) {
            return append((String) s);
        }
        if (s instanceof AbstractStringBuilder) {
            return append((AbstractStringBuilder) s);
        }
        return append(s, 0, s.length());
    }

    private AbstractStringBuilder appendNull() {
        int c = count;
        ensureCapacityInternal(c + 4);
        char[] v = value;
        v[c] = 'n';
        v[c + 1] = 'u';
        v[c + 2] = 'l';
        v[c + 3] = 'l';
        count = c + 4;
        return this;
    }

    public AbstractStringBuilder append(CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        if (s instanceof String) {
            System.arraycopy(((String) s).value(), start, value, count, len);
        } else {
            char[] v = value;
            int c = count;
            for (int i = start; i < end; i++) {
                v[c++] = s.charAt(i);
            }
        }
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str) {
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(str, 0, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(char[] str, int offset, int len) {
        int end = offset + len;
        checkRange(offset, end, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(str, offset, value, count, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder append(boolean b) {
        return append(b ? "true" : "false");
    }

    public AbstractStringBuilder append(char c) {
        int n = count;
        if (n + 1 > value.length) {
            expand(n + 1);
        }
        value[n] = c;
        count = n + 1;
        return this;
    }

    public AbstractStringBuilder append(int i) {
        int size = Integer.stringSize(i);
        int end = count + size;
        ensureCapacityInternal(end);
        Integer.getChars(i, end, value);
        count = end;
        return this;
    }

    public AbstractStringBuilder append(long l) {
        int size = Long.stringSize(l);
        int end = count + size;
        ensureCapacityInternal(end);
        Long.getChars(l, end, value);
        count = end;
        return this;
    }

    public AbstractStringBuilder append(float f) {
        return append(Float.toString(f));
    }

    public AbstractStringBuilder append(double d) {
        return append(Double.toString(d));
    }

    public AbstractStringBuilder appendCodePoint(int codePoint) {
        if (Character.isBmpCodePoint(codePoint)) {
            return append((char) codePoint);
        }
        if (Character.isValidCodePoint(codePoint)) {
            ensureCapacityInternal(count + 2);
            value[count++] = Character.highSurrogate(codePoint);
            value[count++] = Character.lowSurrogate(codePoint);
            return this;
        }
        throw new IllegalArgumentException(String.format("Not a valid Unicode code point: 0x%X", codePoint));
    }

    // ------------------------------------------------------------------ modification

    public AbstractStringBuilder delete(int start, int end) {
        int c = count;
        if (end > c) {
            end = c;
        }
        checkRangeSIOOBE(start, end, c);
        int len = end - start;
        if (len > 0) {
            System.arraycopy(value, start + len, value, start, c - end);
            count = c - len;
        }
        return this;
    }

    public AbstractStringBuilder deleteCharAt(int index) {
        checkIndex(index, count);
        System.arraycopy(value, index + 1, value, index, count - index - 1);
        count--;
        return this;
    }

    public AbstractStringBuilder replace(int start, int end, String str) {
        int c = count;
        if (end > c) {
            end = c;
        }
        checkRangeSIOOBE(start, end, c);
        int len = str.length();
        int newCount = c + len - (end - start);
        ensureCapacityInternal(newCount);
        System.arraycopy(value, end, value, start + len, c - end);
        System.arraycopy(str.value(), 0, value, start, len);
        count = newCount;
        return this;
    }

    public String substring(int start) {
        return substring(start, count);
    }

    public CharSequence subSequence(int start, int end) {
        return substring(start, end);
    }

    public String substring(int start, int end) {
        checkRangeSIOOBE(start, end, count);
        return new String(value, start, end - start);
    }

    public AbstractStringBuilder insert(int index, char[] str, int offset, int len) {
        checkOffset(index, count);
        checkRangeSIOOBE(offset, offset + len, str.length);
        ensureCapacityInternal(count + len);
        System.arraycopy(value, index, value, index + len, count - index);
        System.arraycopy(str, offset, value, index, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder insert(int offset, Object obj) {
        return insert(offset, String.valueOf(obj));
    }

    public AbstractStringBuilder insert(int offset, String str) {
        checkOffset(offset, count);
        if (str == null) {
            str = "null";
        }
        int len = str.length();
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        System.arraycopy(str.value(), 0, value, offset, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder insert(int offset, char[] str) {
        checkOffset(offset, count);
        int len = str.length;
        ensureCapacityInternal(count + len);
        System.arraycopy(value, offset, value, offset + len, count - offset);
        System.arraycopy(str, 0, value, offset, len);
        count += len;
        return this;
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s) {
        if (s == null) {
            s = "null";
        }
        if (s instanceof String) {
            return insert(dstOffset, (String) s);
        }
        return insert(dstOffset, s, 0, s.length());
    }

    public AbstractStringBuilder insert(int dstOffset, CharSequence s, int start, int end) {
        if (s == null) {
            s = "null";
        }
        checkOffset(dstOffset, count);
        checkRange(start, end, s.length());
        int len = end - start;
        ensureCapacityInternal(count + len);
        System.arraycopy(value, dstOffset, value, dstOffset + len, count - dstOffset);
        for (int i = start; i < end; i++) {
            value[dstOffset++] = s.charAt(i);
        }
        count += len;
        return this;
    }

    public AbstractStringBuilder insert(int offset, boolean b) {
        return insert(offset, String.valueOf(b));
    }

    public AbstractStringBuilder insert(int offset, char c) {
        checkOffset(offset, count);
        ensureCapacityInternal(count + 1);
        System.arraycopy(value, offset, value, offset + 1, count - offset);
        value[offset] = c;
        count++;
        return this;
    }

    public AbstractStringBuilder insert(int offset, int i) {
        return insert(offset, String.valueOf(i));
    }

    public AbstractStringBuilder insert(int offset, long l) {
        return insert(offset, String.valueOf(l));
    }

    public AbstractStringBuilder insert(int offset, float f) {
        return insert(offset, String.valueOf(f));
    }

    public AbstractStringBuilder insert(int offset, double d) {
        return insert(offset, String.valueOf(d));
    }

    // ------------------------------------------------------------------ search

    public int indexOf(String str) {
        return String.indexOf(value, count, str.value(), 0);
    }

    public int indexOf(String str, int fromIndex) {
        return String.indexOf(value, count, str.value(), fromIndex);
    }

    public int lastIndexOf(String str) {
        return String.lastIndexOf(value, count, str.value(), count);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return String.lastIndexOf(value, count, str.value(), fromIndex);
    }

    public AbstractStringBuilder reverse() {
        char[] v = value;
        int n = count - 1;
        boolean hasSurrogates = false;
        for (int j = (n - 1) >> 1; j >= 0; j--) {
            int k = n - j;
            char cj = v[j];
            char ck = v[k];
            v[j] = ck;
            v[k] = cj;
            if (Character.isSurrogate(cj) || Character.isSurrogate(ck)) {
                hasSurrogates = true;
            }
        }
        if (hasSurrogates) {
            // restore the order of surrogate pairs that were reversed
            for (int i = 0; i < count - 1; i++) {
                char c2 = v[i];
                if (Character.isLowSurrogate(c2)) {
                    char c1 = v[i + 1];
                    if (Character.isHighSurrogate(c1)) {
                        v[i++] = c1;
                        v[i] = c2;
                    }
                }
            }
        }
        return this;
    }

    int compareTo(AbstractStringBuilder another) {
        if (this == another) {
            return 0;
        }
        char[] a = value;
        char[] b = another.value;
        int n1 = count;
        int n2 = another.count;
        int lim = Math.min(n1, n2);
        for (int k = 0; k < lim; k++) {
            if (a[k] != b[k]) {
                return a[k] - b[k];
            }
        }
        return n1 - n2;
    }

    public abstract String toString();
}
