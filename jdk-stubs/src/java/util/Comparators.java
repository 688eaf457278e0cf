package java.util;

/** Package-private comparator implementations shared by Comparator, Collections and Map.Entry. */
final class Comparators {
    private Comparators() {
    }

    static final class NaturalOrder implements Comparator<Comparable<Object>>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        static final NaturalOrder INSTANCE = new NaturalOrder();

        public int compare(Comparable<Object> c1, Comparable<Object> c2) {
            return c1.compareTo(c2);
        }

        @SuppressWarnings("unchecked")
        public Comparator<Comparable<Object>> reversed() {
            return (Comparator<Comparable<Object>>) (Comparator<?>) Collections.reverseOrder();
        }
    }

    static final class NullComparator<T> implements Comparator<T>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final boolean nullFirst;
        private final Comparator<T> real;

        @SuppressWarnings("unchecked")
        NullComparator(boolean nullFirst, Comparator<? super T> real) {
            this.nullFirst = nullFirst;
            this.real = (Comparator<T>) real;
        }

        public int compare(T a, T b) {
            if (a == null) {
                return (b == null) ? 0 : (nullFirst ? -1 : 1);
            } else if (b == null) {
                return nullFirst ? 1 : -1;
            } else {
                return (real == null) ? 0 : real.compare(a, b);
            }
        }

        public Comparator<T> thenComparing(Comparator<? super T> other) {
            Objects.requireNonNull(other);
            return new NullComparator<T>(nullFirst, real == null ? other : real.thenComparing(other));
        }

        public Comparator<T> reversed() {
            return new NullComparator<T>(!nullFirst, real == null ? null : real.reversed());
        }
    }

    static final class EntryByKey<K, V> implements Comparator<Map.Entry<K, V>>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        @SuppressWarnings({"rawtypes", "unchecked"})
        static final EntryByKey NATURAL = new EntryByKey(NaturalOrder.INSTANCE);
        private final Comparator<? super K> cmp;

        EntryByKey(Comparator<? super K> cmp) {
            this.cmp = cmp;
        }

        public int compare(Map.Entry<K, V> a, Map.Entry<K, V> b) {
            return cmp.compare(a.getKey(), b.getKey());
        }
    }

    static final class EntryByValue<K, V> implements Comparator<Map.Entry<K, V>>, java.io.Serializable {
        private static final long serialVersionUID = 1L;
        @SuppressWarnings({"rawtypes", "unchecked"})
        static final EntryByValue NATURAL = new EntryByValue(NaturalOrder.INSTANCE);
        private final Comparator<? super V> cmp;

        EntryByValue(Comparator<? super V> cmp) {
            this.cmp = cmp;
        }

        public int compare(Map.Entry<K, V> a, Map.Entry<K, V> b) {
            return cmp.compare(a.getValue(), b.getValue());
        }
    }
}
