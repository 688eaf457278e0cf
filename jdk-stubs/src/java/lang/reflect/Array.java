package java.lang.reflect;

/** Creation and access of arrays by reflection. */
public final class Array {
    private Array() {
    }

    private static native Object newArray(Class<?> componentType, int length);

    public static native int getLength(Object array) throws IllegalArgumentException;

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (componentType == Void.TYPE) {
            throw new IllegalArgumentException();
        }
        return newArray(componentType, length);
    }

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (componentType == null) {
            throw new NullPointerException();
        }
        if (dimensions.length == 0 || dimensions.length > 255) {
            throw new IllegalArgumentException("Empty dimensions array");
        }
        for (int i = 0; i < dimensions.length; i++) {
            if (dimensions[i] < 0) {
                throw new NegativeArraySizeException(String.valueOf(dimensions[i]));
            }
        }
        return build(componentType, dimensions, 0);
    }

    private static Object build(Class<?> componentType, int[] dims, int level) {
        if (level == dims.length - 1) {
            return newInstance(componentType, dims[level]);
        }
        // component type of this level: an array type with (dims.length - level - 1) dimensions
        Class<?> elemType = componentType;
        for (int i = level + 1; i < dims.length; i++) {
            elemType = newArray(elemType, 0).getClass();
        }
        Object[] arr = (Object[]) newArray(elemType, dims[level]);
        for (int i = 0; i < arr.length; i++) {
            arr[i] = build(componentType, dims, level + 1);
        }
        return arr;
    }

    private static IllegalArgumentException notArray() {
        return new IllegalArgumentException("Argument is not an array");
    }

    private static ArrayIndexOutOfBoundsException oob(Object array, int index) {
        return new ArrayIndexOutOfBoundsException();
    }

    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        if (array == null) {
            throw new NullPointerException();
        }
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (index < 0 || index >= a.length) {
                throw oob(array, index);
            }
            return a[index];
        }
        if (array instanceof int[]) {
            return Integer.valueOf(getInt(array, index));
        }
        if (array instanceof long[]) {
            return Long.valueOf(getLong(array, index));
        }
        if (array instanceof double[]) {
            return Double.valueOf(getDouble(array, index));
        }
        if (array instanceof float[]) {
            return Float.valueOf(getFloat(array, index));
        }
        if (array instanceof char[]) {
            return Character.valueOf(getChar(array, index));
        }
        if (array instanceof byte[]) {
            return Byte.valueOf(getByte(array, index));
        }
        if (array instanceof short[]) {
            return Short.valueOf(getShort(array, index));
        }
        if (array instanceof boolean[]) {
            return Boolean.valueOf(getBoolean(array, index));
        }
        throw notArray();
    }

    private static void check(int index, int length, Object array) {
        if (index < 0 || index >= length) {
            throw oob(array, index);
        }
    }

    public static boolean getBoolean(Object array, int index) {
        if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            check(index, a.length, array);
            return a[index];
        }
        throw mismatch(array);
    }

    public static byte getByte(Object array, int index) {
        if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            check(index, a.length, array);
            return a[index];
        }
        throw mismatch(array);
    }

    public static char getChar(Object array, int index) {
        if (array instanceof char[]) {
            char[] a = (char[]) array;
            check(index, a.length, array);
            return a[index];
        }
        throw mismatch(array);
    }

    public static short getShort(Object array, int index) {
        if (array instanceof short[]) {
            short[] a = (short[]) array;
            check(index, a.length, array);
            return a[index];
        }
        return getByte(array, index);
    }

    public static int getInt(Object array, int index) {
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            check(index, a.length, array);
            return a[index];
        }
        if (array instanceof char[]) {
            return getChar(array, index);
        }
        return getShort(array, index);
    }

    public static long getLong(Object array, int index) {
        if (array instanceof long[]) {
            long[] a = (long[]) array;
            check(index, a.length, array);
            return a[index];
        }
        return getInt(array, index);
    }

    public static float getFloat(Object array, int index) {
        if (array instanceof float[]) {
            float[] a = (float[]) array;
            check(index, a.length, array);
            return a[index];
        }
        return getLong(array, index);
    }

    public static double getDouble(Object array, int index) {
        if (array instanceof double[]) {
            double[] a = (double[]) array;
            check(index, a.length, array);
            return a[index];
        }
        return getFloat(array, index);
    }

    private static IllegalArgumentException mismatch(Object array) {
        if (array == null) {
            throw new NullPointerException();
        }
        if (!array.getClass().isArray()) {
            return notArray();
        }
        return new IllegalArgumentException("argument type mismatch");
    }

    public static void set(Object array, int index, Object value) throws IllegalArgumentException,
            ArrayIndexOutOfBoundsException {
        if (array == null) {
            throw new NullPointerException();
        }
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            check(index, a.length, array);
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (value instanceof Integer) {
            setInt(array, index, ((Integer) value).intValue());
        } else if (value instanceof Long) {
            setLong(array, index, ((Long) value).longValue());
        } else if (value instanceof Double) {
            setDouble(array, index, ((Double) value).doubleValue());
        } else if (value instanceof Float) {
            setFloat(array, index, ((Float) value).floatValue());
        } else if (value instanceof Character) {
            setChar(array, index, ((Character) value).charValue());
        } else if (value instanceof Byte) {
            setByte(array, index, ((Byte) value).byteValue());
        } else if (value instanceof Short) {
            setShort(array, index, ((Short) value).shortValue());
        } else if (value instanceof Boolean) {
            setBoolean(array, index, ((Boolean) value).booleanValue());
        } else {
            throw mismatch(array);
        }
    }

    public static void setBoolean(Object array, int index, boolean z) {
        if (array instanceof boolean[]) {
            boolean[] a = (boolean[]) array;
            check(index, a.length, array);
            a[index] = z;
            return;
        }
        throw mismatch(array);
    }

    public static void setByte(Object array, int index, byte b) {
        if (array instanceof byte[]) {
            byte[] a = (byte[]) array;
            check(index, a.length, array);
            a[index] = b;
            return;
        }
        setShort(array, index, b);
    }

    public static void setChar(Object array, int index, char c) {
        if (array instanceof char[]) {
            char[] a = (char[]) array;
            check(index, a.length, array);
            a[index] = c;
            return;
        }
        setInt(array, index, c);
    }

    public static void setShort(Object array, int index, short s) {
        if (array instanceof short[]) {
            short[] a = (short[]) array;
            check(index, a.length, array);
            a[index] = s;
            return;
        }
        setInt(array, index, s);
    }

    public static void setInt(Object array, int index, int i) {
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            check(index, a.length, array);
            a[index] = i;
            return;
        }
        setLong(array, index, i);
    }

    public static void setLong(Object array, int index, long l) {
        if (array instanceof long[]) {
            long[] a = (long[]) array;
            check(index, a.length, array);
            a[index] = l;
            return;
        }
        setFloat(array, index, l);
    }

    public static void setFloat(Object array, int index, float f) {
        if (array instanceof float[]) {
            float[] a = (float[]) array;
            check(index, a.length, array);
            a[index] = f;
            return;
        }
        setDouble(array, index, f);
    }

    public static void setDouble(Object array, int index, double d) {
        if (array instanceof double[]) {
            double[] a = (double[]) array;
            check(index, a.length, array);
            a[index] = d;
            return;
        }
        throw mismatch(array);
    }
}
