package java.nio;

/**
 * A linear, finite sequence of elements of a primitive type, with a capacity, a limit, a position
 * and a mark (0 <= mark <= position <= limit <= capacity). A direct buffer's elements live outside
 * the heap, at {@code address} (the VM reads this field for JNI's GetDirectBufferAddress and
 * {@code capacity} for GetDirectBufferCapacity).
 */
public abstract class Buffer {
    private int mark = -1;
    private int position = 0;
    private int limit;
    private int capacity;

    /** The address of a direct buffer's first element (0 for a heap buffer). */
    long address;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
        }
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0) {
            if (mark > pos) {
                throw new IllegalArgumentException("mark > position: (" + mark + " > " + pos + ")");
            }
            this.mark = mark;
        }
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition > limit
                    ? "newPosition > limit: (" + newPosition + " > " + limit + ")"
                    : "newPosition < 0: (" + newPosition + " < 0)");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit > capacity
                    ? "newLimit > capacity: (" + newLimit + " > " + capacity + ")"
                    : "newLimit < 0: (" + newLimit + " < 0)");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        int m = mark;
        if (m < 0) {
            throw new InvalidMarkException();
        }
        position = m;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int rem = limit - position;
        return rem > 0 ? rem : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    /** The index of the next relative get of {@code nb} elements; advances the position. */
    final int nextGetIndex(int nb) {
        int p = position;
        if (limit - p < nb) {
            throw new BufferUnderflowException();
        }
        position = p + nb;
        return p;
    }

    /** The index of the next relative put of {@code nb} elements; advances the position. */
    final int nextPutIndex(int nb) {
        int p = position;
        if (limit - p < nb) {
            throw new BufferOverflowException();
        }
        position = p + nb;
        return p;
    }

    /** {@code i} if elements {@code [i, i + nb)} are below the limit. */
    final int checkIndex(int i, int nb) {
        if (i < 0 || nb > limit - i) {
            throw new IndexOutOfBoundsException("Index " + i + " out of bounds for length " + limit);
        }
        return i;
    }

    final int markValue() {
        return mark;
    }
}
