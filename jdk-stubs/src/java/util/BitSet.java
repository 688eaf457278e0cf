package java.util;

public class BitSet implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 7997698588986878753L;
    private long[] words;

    public BitSet() {
        words = new long[1];
    }

    public BitSet(int nbits) {
        if (nbits < 0) {
            throw new NegativeArraySizeException("nbits < 0: " + nbits);
        }
        words = new long[wordIndex(nbits - 1) + 1];
    }

    private BitSet(long[] words) {
        this.words = words;
    }

    private static int wordIndex(int bitIndex) {
        return bitIndex >> 6;
    }

    public static BitSet valueOf(long[] longs) {
        int n = longs.length;
        while (n > 0 && longs[n - 1] == 0) {
            n--;
        }
        return new BitSet(Arrays.copyOf(longs, n));
    }

    public static BitSet valueOf(byte[] bytes) {
        int n = bytes.length;
        while (n > 0 && bytes[n - 1] == 0) {
            n--;
        }
        long[] words = new long[(n + 7) / 8];
        for (int i = 0; i < n; i++) {
            words[i / 8] |= (bytes[i] & 0xFFL) << (8 * (i % 8));
        }
        return new BitSet(words);
    }

    public long[] toLongArray() {
        int n = wordsInUse();
        return Arrays.copyOf(words, n);
    }

    public byte[] toByteArray() {
        int len = length();
        int n = (len + 7) / 8;
        byte[] bytes = new byte[n];
        for (int i = 0; i < n; i++) {
            bytes[i] = (byte) (words[i / 8] >>> (8 * (i % 8)));
        }
        return bytes;
    }

    private int wordsInUse() {
        int n = words.length;
        while (n > 0 && words[n - 1] == 0) {
            n--;
        }
        return n;
    }

    private void ensureWords(int wordsRequired) {
        if (words.length < wordsRequired) {
            int request = Math.max(2 * words.length, wordsRequired);
            words = Arrays.copyOf(words, request);
        }
    }

    private static void checkRange(int fromIndex, int toIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        if (toIndex < 0) {
            throw new IndexOutOfBoundsException("toIndex < 0: " + toIndex);
        }
        if (fromIndex > toIndex) {
            throw new IndexOutOfBoundsException("fromIndex: " + fromIndex + " > toIndex: " + toIndex);
        }
    }

    public void flip(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        ensureWords(wordIndex + 1);
        words[wordIndex] ^= (1L << bitIndex);
    }

    public void flip(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            flip(i);
        }
    }

    public void set(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        ensureWords(wordIndex + 1);
        words[wordIndex] |= (1L << bitIndex);
    }

    public void set(int bitIndex, boolean value) {
        if (value) {
            set(bitIndex);
        } else {
            clear(bitIndex);
        }
    }

    public void set(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        if (fromIndex == toIndex) {
            return;
        }
        ensureWords(wordIndex(toIndex - 1) + 1);
        for (int i = fromIndex; i < toIndex; i++) {
            words[i >> 6] |= (1L << i);
        }
    }

    public void set(int fromIndex, int toIndex, boolean value) {
        if (value) {
            set(fromIndex, toIndex);
        } else {
            clear(fromIndex, toIndex);
        }
    }

    public void clear(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        if (wordIndex >= words.length) {
            return;
        }
        words[wordIndex] &= ~(1L << bitIndex);
    }

    public void clear(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        int limit = Math.min(toIndex, words.length * 64);
        for (int i = fromIndex; i < limit; i++) {
            words[i >> 6] &= ~(1L << i);
        }
    }

    public void clear() {
        for (int i = 0; i < words.length; i++) {
            words[i] = 0;
        }
    }

    public boolean get(int bitIndex) {
        if (bitIndex < 0) {
            throw new IndexOutOfBoundsException("bitIndex < 0: " + bitIndex);
        }
        int wordIndex = wordIndex(bitIndex);
        return (wordIndex < words.length) && ((words[wordIndex] & (1L << bitIndex)) != 0);
    }

    public BitSet get(int fromIndex, int toIndex) {
        checkRange(fromIndex, toIndex);
        BitSet result = new BitSet(Math.max(toIndex - fromIndex, 1));
        for (int i = nextSetBit(fromIndex); i >= 0 && i < toIndex; i = nextSetBit(i + 1)) {
            result.set(i - fromIndex);
        }
        return result;
    }

    public int nextSetBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= words.length) {
            return -1;
        }
        long word = words[u] & (-1L << fromIndex);
        while (true) {
            if (word != 0) {
                return (u * 64) + Long.numberOfTrailingZeros(word);
            }
            if (++u == words.length) {
                return -1;
            }
            word = words[u];
        }
    }

    public int nextClearBit(int fromIndex) {
        if (fromIndex < 0) {
            throw new IndexOutOfBoundsException("fromIndex < 0: " + fromIndex);
        }
        int u = wordIndex(fromIndex);
        if (u >= words.length) {
            return fromIndex;
        }
        long word = ~words[u] & (-1L << fromIndex);
        while (true) {
            if (word != 0) {
                return (u * 64) + Long.numberOfTrailingZeros(word);
            }
            if (++u == words.length) {
                return words.length * 64;
            }
            word = ~words[u];
        }
    }

    public int previousSetBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        for (int i = fromIndex; i >= 0; i--) {
            if (get(i)) {
                return i;
            }
        }
        return -1;
    }

    public int previousClearBit(int fromIndex) {
        if (fromIndex < 0) {
            if (fromIndex == -1) {
                return -1;
            }
            throw new IndexOutOfBoundsException("fromIndex < -1: " + fromIndex);
        }
        for (int i = fromIndex; i >= 0; i--) {
            if (!get(i)) {
                return i;
            }
        }
        return -1;
    }

    public int length() {
        int n = wordsInUse();
        if (n == 0) {
            return 0;
        }
        return 64 * (n - 1) + (64 - Long.numberOfLeadingZeros(words[n - 1]));
    }

    public boolean isEmpty() {
        return wordsInUse() == 0;
    }

    public boolean intersects(BitSet set) {
        for (int i = Math.min(words.length, set.words.length) - 1; i >= 0; i--) {
            if ((words[i] & set.words[i]) != 0) {
                return true;
            }
        }
        return false;
    }

    public int cardinality() {
        int sum = 0;
        for (long w : words) {
            sum += Long.bitCount(w);
        }
        return sum;
    }

    public void and(BitSet set) {
        if (this == set) {
            return;
        }
        int n = Math.min(words.length, set.words.length);
        for (int i = 0; i < n; i++) {
            words[i] &= set.words[i];
        }
        for (int i = n; i < words.length; i++) {
            words[i] = 0;
        }
    }

    public void or(BitSet set) {
        if (this == set) {
            return;
        }
        int n = set.wordsInUse();
        ensureWords(n);
        for (int i = 0; i < n; i++) {
            words[i] |= set.words[i];
        }
    }

    public void xor(BitSet set) {
        int n = set.wordsInUse();
        ensureWords(n);
        for (int i = 0; i < n; i++) {
            words[i] ^= set.words[i];
        }
    }

    public void andNot(BitSet set) {
        for (int i = Math.min(words.length, set.words.length) - 1; i >= 0; i--) {
            words[i] &= ~set.words[i];
        }
    }

    public int hashCode() {
        long h = 1234;
        for (int i = words.length; --i >= 0;) {
            h ^= words[i] * (i + 1);
        }
        return (int) ((h >> 32) ^ h);
    }

    public int size() {
        return words.length * 64;
    }

    public boolean equals(Object obj) {
        if (!(obj instanceof BitSet)) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        BitSet set = (BitSet) obj;
        int n = wordsInUse();
        if (n != set.wordsInUse()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (words[i] != set.words[i]) {
                return false;
            }
        }
        return true;
    }

    public Object clone() {
        try {
            BitSet result = (BitSet) super.clone();
            result.words = words.clone();
            return result;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append('{');
        int i = nextSetBit(0);
        if (i != -1) {
            b.append(i);
            while (true) {
                if (++i < 0) {
                    break;
                }
                if ((i = nextSetBit(i)) < 0) {
                    break;
                }
                int endOfRun = nextClearBit(i);
                do {
                    b.append(", ").append(i);
                } while (++i != endOfRun);
            }
        }
        b.append('}');
        return b.toString();
    }
}
