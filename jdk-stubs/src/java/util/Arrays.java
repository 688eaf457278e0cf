package java.util;

import java.util.function.DoubleUnaryOperator;
import java.util.function.IntFunction;
import java.util.function.IntToDoubleFunction;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.UnaryOperator;

public class Arrays {
    private Arrays() {
    }

    static void rangeCheck(int arrayLength, int fromIndex, int toIndex) {
        if (fromIndex > toIndex) {
            throw new IllegalArgumentException("fromIndex(" + fromIndex + ") > toIndex(" + toIndex + ")");
        }
        if (fromIndex < 0) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + fromIndex);
        }
        if (toIndex > arrayLength) {
            throw new ArrayIndexOutOfBoundsException("Array index out of range: " + toIndex);
        }
    }

    public static void sort(int[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(int[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(int[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    private static void sort0(int[] a, int lo, int hi) {
        if (lo < hi) {
            qsort(a, lo, hi, depthLimit(hi - lo + 1));
        }
    }

    private static void qsort(int[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            int x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            int pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            int v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(int[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            int x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(int[] a, int lo, int i, int n) {
        int v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    public static void sort(long[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(long[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(long[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    private static void sort0(long[] a, int lo, int hi) {
        if (lo < hi) {
            qsort(a, lo, hi, depthLimit(hi - lo + 1));
        }
    }

    private static void qsort(long[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            long x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            long pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            long v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(long[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            long x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(long[] a, int lo, int i, int n) {
        long v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    public static void sort(short[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(short[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(short[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    private static void sort0(short[] a, int lo, int hi) {
        if (lo < hi) {
            qsort(a, lo, hi, depthLimit(hi - lo + 1));
        }
    }

    private static void qsort(short[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            short x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            short pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            short v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(short[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            short x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(short[] a, int lo, int i, int n) {
        short v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    public static void sort(char[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(char[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(char[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    private static void sort0(char[] a, int lo, int hi) {
        if (lo < hi) {
            qsort(a, lo, hi, depthLimit(hi - lo + 1));
        }
    }

    private static void qsort(char[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            char x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            char pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            char v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(char[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            char x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(char[] a, int lo, int i, int n) {
        char v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    public static void sort(byte[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(byte[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(byte[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    private static void sort0(byte[] a, int lo, int hi) {
        if (lo < hi) {
            qsort(a, lo, hi, depthLimit(hi - lo + 1));
        }
    }

    private static void qsort(byte[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            byte x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            byte pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            byte v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(byte[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            byte x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(byte[] a, int lo, int i, int n) {
        byte v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    public static void sort(float[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(float[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(float[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    /** Sorts a[lo..hi] (inclusive) in the order of Float.compare: -0.0 before 0.0, NaN last. */
    private static void sort0(float[] a, int lo, int hi) {
        // move NaNs to the end
        while (lo <= hi && a[hi] != a[hi]) {
            hi--;
        }
        for (int k = hi - 1; k >= lo; k--) {
            float ak = a[k];
            if (ak != ak) {
                a[k] = a[hi];
                a[hi] = ak;
                hi--;
            }
        }
        if (lo >= hi) {
            return;
        }
        qsort(a, lo, hi, depthLimit(hi - lo + 1));
        // within the run of zeros, put negative zeros first
        int negZeros = 0;
        int zlo = -1;
        int zhi = -1;
        for (int k = lo; k <= hi; k++) {
            float v = a[k];
            if (v == 0) {
                if (zlo < 0) {
                    zlo = k;
                }
                zhi = k;
                if (Float.floatToRawIntBits(v) != 0) {
                    negZeros++;
                }
            } else if (v > 0) {
                break;
            }
        }
        if (negZeros > 0) {
            for (int k = zlo; k <= zhi; k++) {
                a[k] = (k - zlo < negZeros) ? -0.0f : 0.0f;
            }
        }
    }

    private static void qsort(float[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            float x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            float pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            float v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(float[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            float x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(float[] a, int lo, int i, int n) {
        float v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    public static void sort(double[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void sort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    public static void parallelSort(double[] a) {
        sort0(a, 0, a.length - 1);
    }

    public static void parallelSort(double[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        sort0(a, fromIndex, toIndex - 1);
    }

    /** Sorts a[lo..hi] (inclusive) in the order of Double.compare: -0.0 before 0.0, NaN last. */
    private static void sort0(double[] a, int lo, int hi) {
        // move NaNs to the end
        while (lo <= hi && a[hi] != a[hi]) {
            hi--;
        }
        for (int k = hi - 1; k >= lo; k--) {
            double ak = a[k];
            if (ak != ak) {
                a[k] = a[hi];
                a[hi] = ak;
                hi--;
            }
        }
        if (lo >= hi) {
            return;
        }
        qsort(a, lo, hi, depthLimit(hi - lo + 1));
        // within the run of zeros, put negative zeros first
        int negZeros = 0;
        int zlo = -1;
        int zhi = -1;
        for (int k = lo; k <= hi; k++) {
            double v = a[k];
            if (v == 0) {
                if (zlo < 0) {
                    zlo = k;
                }
                zhi = k;
                if (Double.doubleToRawLongBits(v) != 0) {
                    negZeros++;
                }
            } else if (v > 0) {
                break;
            }
        }
        if (negZeros > 0) {
            for (int k = zlo; k <= zhi; k++) {
                a[k] = (k - zlo < negZeros) ? -0.0f : 0.0f;
            }
        }
    }

    private static void qsort(double[] a, int lo, int hi, int depth) {
        while (hi - lo > 16) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            double x;
            if (a[mid] < a[lo]) {
                x = a[mid]; a[mid] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[lo]) {
                x = a[hi]; a[hi] = a[lo]; a[lo] = x;
            }
            if (a[hi] < a[mid]) {
                x = a[hi]; a[hi] = a[mid]; a[mid] = x;
            }
            double pivot = a[mid];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (a[j] > pivot) {
                    j--;
                }
                if (i <= j) {
                    x = a[i]; a[i] = a[j]; a[j] = x;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                qsort(a, lo, j, depth);
                lo = i;
            } else {
                qsort(a, i, hi, depth);
                hi = j;
            }
        }
        for (int i = lo + 1; i <= hi; i++) {
            double v = a[i];
            int j = i - 1;
            while (j >= lo && a[j] > v) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    private static void heapSort(double[] a, int lo, int hi) {
        int n = hi - lo + 1;
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            double x = a[lo];
            a[lo] = a[lo + end];
            a[lo + end] = x;
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(double[] a, int lo, int i, int n) {
        double v = a[lo + i];
        for (;;) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && a[lo + c + 1] > a[lo + c]) {
                c++;
            }
            if (!(a[lo + c] > v)) {
                break;
            }
            a[lo + i] = a[lo + c];
            i = c;
        }
        a[lo + i] = v;
    }

    private static int depthLimit(int n) {
        int d = 0;
        while (n > 0) {
            d++;
            n >>>= 1;
        }
        return 2 * d;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void sort(Object[] a) {
        mergeSort(a, 0, a.length, (Comparator) Comparators.NaturalOrder.INSTANCE);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static void sort(Object[] a, int fromIndex, int toIndex) {
        rangeCheck(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, (Comparator) Comparators.NaturalOrder.INSTANCE);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> void sort(T[] a, Comparator<? super T> c) {
        if (c == null) {
            c = (Comparator) Comparators.NaturalOrder.INSTANCE;
        }
        mergeSort(a, 0, a.length, (Comparator<Object>) c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> void sort(T[] a, int fromIndex, int toIndex, Comparator<? super T> c) {
        if (c == null) {
            c = (Comparator) Comparators.NaturalOrder.INSTANCE;
        }
        rangeCheck(a.length, fromIndex, toIndex);
        mergeSort(a, fromIndex, toIndex, (Comparator<Object>) c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T extends Comparable<? super T>> void parallelSort(T[] a) {
        mergeSort(a, 0, a.length, (Comparator) Comparators.NaturalOrder.INSTANCE);
    }

    public static <T> void parallelSort(T[] a, Comparator<? super T> cmp) {
        sort(a, cmp);
    }

    /** Stable merge sort of a[lo, hi). */
    private static void mergeSort(Object[] a, int lo, int hi, Comparator<Object> c) {
        int n = hi - lo;
        if (n < 2) {
            return;
        }
        if (n <= 16) {
            insertionSort(a, lo, hi, c);
            return;
        }
        Object[] tmp = new Object[n];
        mergeSort(a, tmp, lo, hi, c);
    }

    private static void insertionSort(Object[] a, int lo, int hi, Comparator<Object> c) {
        for (int i = lo + 1; i < hi; i++) {
            Object v = a[i];
            int j = i - 1;
            while (j >= lo && c.compare(v, a[j]) < 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = v;
        }
    }

    /** tmp is indexed relative to base lo of the whole sort; it only needs hi-lo slots. */
    private static void mergeSort(Object[] a, Object[] tmp, int lo, int hi, Comparator<Object> c) {
        if (hi - lo <= 16) {
            insertionSort(a, lo, hi, c);
            return;
        }
        int mid = (lo + hi) >>> 1;
        mergeSort(a, tmp, lo, mid, c);
        mergeSort(a, tmp, mid, hi, c);
        if (c.compare(a[mid], a[mid - 1]) >= 0) {
            return;
        }
        int leftLen = mid - lo;
        System.arraycopy(a, lo, tmp, 0, leftLen);
        int i = 0;
        int j = mid;
        int k = lo;
        while (i < leftLen && j < hi) {
            if (c.compare(a[j], tmp[i]) < 0) {
                a[k++] = a[j++];
            } else {
                a[k++] = tmp[i++];
            }
        }
        while (i < leftLen) {
            a[k++] = tmp[i++];
        }
    }

    public static int binarySearch(long[] a, long key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(long[] a, int fromIndex, int toIndex, long key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(long[] a, int fromIndex, int toIndex, long key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            long midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(int[] a, int key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(int[] a, int fromIndex, int toIndex, int key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(int[] a, int fromIndex, int toIndex, int key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            int midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(short[] a, short key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(short[] a, int fromIndex, int toIndex, short key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(short[] a, int fromIndex, int toIndex, short key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            short midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(char[] a, char key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(char[] a, int fromIndex, int toIndex, char key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(char[] a, int fromIndex, int toIndex, char key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            char midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(byte[] a, byte key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(byte[] a, int fromIndex, int toIndex, byte key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(byte[] a, int fromIndex, int toIndex, byte key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            byte midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(float[] a, float key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(float[] a, int fromIndex, int toIndex, float key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(float[] a, int fromIndex, int toIndex, float key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            float midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Float.floatToIntBits(midVal);
                long keyBits = Float.floatToIntBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(double[] a, double key) {
        return binarySearch0(a, 0, a.length, key);
    }

    public static int binarySearch(double[] a, int fromIndex, int toIndex, double key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key);
    }

    private static int binarySearch0(double[] a, int fromIndex, int toIndex, double key) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            double midVal = a[mid];
            if (midVal < key) {
                low = mid + 1;
            } else if (midVal > key) {
                high = mid - 1;
            } else {
                long midBits = Double.doubleToLongBits(midVal);
                long keyBits = Double.doubleToLongBits(key);
                if (midBits == keyBits) {
                    return mid;
                } else if (midBits < keyBits) {
                    low = mid + 1;
                } else {
                    high = mid - 1;
                }
            }
        }
        return -(low + 1);
    }

    public static int binarySearch(Object[] a, Object key) {
        return binarySearch0(a, 0, a.length, key, null);
    }

    public static int binarySearch(Object[] a, int fromIndex, int toIndex, Object key) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, null);
    }

    public static <T> int binarySearch(T[] a, T key, Comparator<? super T> c) {
        return binarySearch0(a, 0, a.length, key, c);
    }

    public static <T> int binarySearch(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        rangeCheck(a.length, fromIndex, toIndex);
        return binarySearch0(a, fromIndex, toIndex, key, c);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> int binarySearch0(T[] a, int fromIndex, int toIndex, T key, Comparator<? super T> c) {
        int low = fromIndex;
        int high = toIndex - 1;
        while (low <= high) {
            int mid = (low + high) >>> 1;
            T midVal = a[mid];
            int cmp = (c == null) ? ((Comparable) midVal).compareTo(key) : c.compare(midVal, key);
            if (cmp < 0) {
                low = mid + 1;
            } else if (cmp > 0) {
                high = mid - 1;
            } else {
                return mid;
            }
        }
        return -(low + 1);
    }

    public static boolean equals(long[] a, long[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(int[] a, int[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(short[] a, short[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(char[] a, char[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(byte[] a, byte[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(boolean[] a, boolean[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (a[i] != a2[i]) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(float[] a, float[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (Float.floatToIntBits(a[i]) != Float.floatToIntBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(double[] a, double[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (Double.doubleToLongBits(a[i]) != Double.doubleToLongBits(a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static boolean equals(Object[] a, Object[] a2) {
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (!Objects.equals(a[i], a2[i])) {
                return false;
            }
        }
        return true;
    }

    public static <T> boolean equals(T[] a, T[] a2, Comparator<? super T> cmp) {
        Objects.requireNonNull(cmp);
        if (a == a2) {
            return true;
        }
        if (a == null || a2 == null) {
            return false;
        }
        int length = a.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (cmp.compare(a[i], a2[i]) != 0) {
                return false;
            }
        }
        return true;
    }

    public static void fill(long[] a, long val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(long[] a, int fromIndex, int toIndex, long val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(int[] a, int fromIndex, int toIndex, int val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, short val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(short[] a, int fromIndex, int toIndex, short val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, char val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(char[] a, int fromIndex, int toIndex, char val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, byte val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(byte[] a, int fromIndex, int toIndex, byte val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, boolean val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(boolean[] a, int fromIndex, int toIndex, boolean val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, float val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(float[] a, int fromIndex, int toIndex, float val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, double val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(double[] a, int fromIndex, int toIndex, double val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, Object val) {
        for (int i = 0, len = a.length; i < len; i++) {
            a[i] = val;
        }
    }

    public static void fill(Object[] a, int fromIndex, int toIndex, Object val) {
        rangeCheck(a.length, fromIndex, toIndex);
        for (int i = fromIndex; i < toIndex; i++) {
            a[i] = val;
        }
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOf(T[] original, int newLength) {
        return (T[]) copyOf(original, newLength, original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOf(U[] original, int newLength, Class<? extends T[]> newType) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
            ? (T[]) new Object[newLength]
            : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    @SuppressWarnings("unchecked")
    public static <T> T[] copyOfRange(T[] original, int from, int to) {
        return copyOfRange(original, from, to, (Class<? extends T[]>) original.getClass());
    }

    @SuppressWarnings("unchecked")
    public static <T, U> T[] copyOfRange(U[] original, int from, int to, Class<? extends T[]> newType) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        T[] copy = ((Object) newType == (Object) Object[].class)
            ? (T[]) new Object[newLength]
            : (T[]) java.lang.reflect.Array.newInstance(newType.getComponentType(), newLength);
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static long[] copyOf(long[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static long[] copyOfRange(long[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        long[] copy = new long[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static int[] copyOf(int[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static int[] copyOfRange(int[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        int[] copy = new int[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static short[] copyOf(short[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static short[] copyOfRange(short[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        short[] copy = new short[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static char[] copyOf(char[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static char[] copyOfRange(char[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        char[] copy = new char[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static byte[] copyOf(byte[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static byte[] copyOfRange(byte[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        byte[] copy = new byte[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static boolean[] copyOf(boolean[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static boolean[] copyOfRange(boolean[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        boolean[] copy = new boolean[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static float[] copyOf(float[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static float[] copyOfRange(float[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        float[] copy = new float[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static double[] copyOf(double[] original, int newLength) {
        if (newLength < 0) {
            throw new NegativeArraySizeException(String.valueOf(newLength));
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, 0, copy, 0, Math.min(original.length, newLength));
        return copy;
    }

    public static double[] copyOfRange(double[] original, int from, int to) {
        int newLength = to - from;
        if (newLength < 0) {
            throw new IllegalArgumentException(from + " > " + to);
        }
        double[] copy = new double[newLength];
        System.arraycopy(original, from, copy, 0, Math.min(original.length - from, newLength));
        return copy;
    }

    public static int hashCode(long[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (long e : a) {
            result = 31 * result + (int) (e ^ (e >>> 32));
        }
        return result;
    }

    public static int hashCode(int[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (int e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(short[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (short e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(char[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (char e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(byte[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (byte e : a) {
            result = 31 * result + e;
        }
        return result;
    }

    public static int hashCode(boolean[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (boolean e : a) {
            result = 31 * result + (e ? 1231 : 1237);
        }
        return result;
    }

    public static int hashCode(float[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (float e : a) {
            result = 31 * result + Float.floatToIntBits(e);
        }
        return result;
    }

    public static int hashCode(double[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (double e : a) {
            long bits = Double.doubleToLongBits(e);
            result = 31 * result + (int) (bits ^ (bits >>> 32));
        }
        return result;
    }

    public static int hashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            result = 31 * result + (element == null ? 0 : element.hashCode());
        }
        return result;
    }

    public static int deepHashCode(Object[] a) {
        if (a == null) {
            return 0;
        }
        int result = 1;
        for (Object element : a) {
            int elementHash;
            if (element == null) {
                elementHash = 0;
            } else if (element instanceof Object[]) {
                elementHash = deepHashCode((Object[]) element);
            } else if (element instanceof byte[]) {
                elementHash = hashCode((byte[]) element);
            } else if (element instanceof short[]) {
                elementHash = hashCode((short[]) element);
            } else if (element instanceof int[]) {
                elementHash = hashCode((int[]) element);
            } else if (element instanceof long[]) {
                elementHash = hashCode((long[]) element);
            } else if (element instanceof char[]) {
                elementHash = hashCode((char[]) element);
            } else if (element instanceof float[]) {
                elementHash = hashCode((float[]) element);
            } else if (element instanceof double[]) {
                elementHash = hashCode((double[]) element);
            } else if (element instanceof boolean[]) {
                elementHash = hashCode((boolean[]) element);
            } else {
                elementHash = element.hashCode();
            }
            result = 31 * result + elementHash;
        }
        return result;
    }

    public static boolean deepEquals(Object[] a1, Object[] a2) {
        if (a1 == a2) {
            return true;
        }
        if (a1 == null || a2 == null) {
            return false;
        }
        int length = a1.length;
        if (a2.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            Object e1 = a1[i];
            Object e2 = a2[i];
            if (e1 == e2) {
                continue;
            }
            if (e1 == null) {
                return false;
            }
            if (!deepEquals0(e1, e2)) {
                return false;
            }
        }
        return true;
    }

    static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            return deepEquals((Object[]) e1, (Object[]) e2);
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            return equals((byte[]) e1, (byte[]) e2);
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            return equals((short[]) e1, (short[]) e2);
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            return equals((int[]) e1, (int[]) e2);
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            return equals((long[]) e1, (long[]) e2);
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            return equals((char[]) e1, (char[]) e2);
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            return equals((float[]) e1, (float[]) e2);
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            return equals((double[]) e1, (double[]) e2);
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            return equals((boolean[]) e1, (boolean[]) e2);
        } else {
            return e1.equals(e2);
        }
    }

    public static String toString(long[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(int[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(short[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(char[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(byte[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(boolean[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(float[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(double[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(a[i]);
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String toString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            return "[]";
        }
        StringBuilder b = new StringBuilder();
        b.append('[');
        for (int i = 0;; i++) {
            b.append(String.valueOf(a[i]));
            if (i == iMax) {
                return b.append(']').toString();
            }
            b.append(", ");
        }
    }

    public static String deepToString(Object[] a) {
        if (a == null) {
            return "null";
        }
        int bufLen = 20 * a.length;
        if (a.length != 0 && bufLen <= 0) {
            bufLen = Integer.MAX_VALUE;
        }
        StringBuilder buf = new StringBuilder(bufLen);
        deepToString(a, buf, new HashSet<Object[]>());
        return buf.toString();
    }

    /** `dejaVu`: the arrays being printed (arrays hash and compare by identity). */
    private static void deepToString(Object[] a, StringBuilder buf, Set<Object[]> dejaVu) {
        if (a == null) {
            buf.append("null");
            return;
        }
        int iMax = a.length - 1;
        if (iMax == -1) {
            buf.append("[]");
            return;
        }
        dejaVu.add(a);
        buf.append('[');
        for (int i = 0;; i++) {
            Object element = a[i];
            if (element == null) {
                buf.append("null");
            } else {
                Class<?> eClass = element.getClass();
                if (eClass.isArray()) {
                    if (element instanceof byte[]) {
                        buf.append(toString((byte[]) element));
                    } else if (element instanceof short[]) {
                        buf.append(toString((short[]) element));
                    } else if (element instanceof int[]) {
                        buf.append(toString((int[]) element));
                    } else if (element instanceof long[]) {
                        buf.append(toString((long[]) element));
                    } else if (element instanceof char[]) {
                        buf.append(toString((char[]) element));
                    } else if (element instanceof float[]) {
                        buf.append(toString((float[]) element));
                    } else if (element instanceof double[]) {
                        buf.append(toString((double[]) element));
                    } else if (element instanceof boolean[]) {
                        buf.append(toString((boolean[]) element));
                    } else {
                        if (dejaVu.contains(element)) {
                            buf.append("[...]");
                        } else {
                            deepToString((Object[]) element, buf, dejaVu);
                        }
                    }
                } else {
                    buf.append(element.toString());
                }
            }
            if (i == iMax) {
                break;
            }
            buf.append(", ");
        }
        buf.append(']');
        dejaVu.remove(a);
    }

    public static <T> void setAll(T[] array, IntFunction<? extends T> generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.apply(i);
        }
    }

    public static void setAll(int[] array, IntUnaryOperator generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsInt(i);
        }
    }

    public static void setAll(long[] array, IntToLongFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsLong(i);
        }
    }

    public static void setAll(double[] array, IntToDoubleFunction generator) {
        Objects.requireNonNull(generator);
        for (int i = 0; i < array.length; i++) {
            array[i] = generator.applyAsDouble(i);
        }
    }

    public static int compare(int[] a, int[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return Integer.compare(a[i], b[i]);
            }
        }
        return a.length - b.length;
    }

    public static int compare(long[] a, long[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return Long.compare(a[i], b[i]);
            }
        }
        return a.length - b.length;
    }

    public static int compare(char[] a, char[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return Character.compare(a[i], b[i]);
            }
        }
        return a.length - b.length;
    }

    public static <T extends Comparable<? super T>> int compare(T[] a, T[] b) {
        if (a == b) {
            return 0;
        }
        if (a == null || b == null) {
            return a == null ? -1 : 1;
        }
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            T oa = a[i];
            T ob = b[i];
            if (oa != ob) {
                if (oa == null || ob == null) {
                    return oa == null ? -1 : 1;
                }
                int v = oa.compareTo(ob);
                if (v != 0) {
                    return v;
                }
            }
        }
        return a.length - b.length;
    }

    public static int mismatch(int[] a, int[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            if (a[i] != b[i]) {
                return i;
            }
        }
        return a.length == b.length ? -1 : n;
    }

    public static <T> List<T> asList(T... a) {
        return new ArrayList<T>(a);
    }

    /** The fixed-size list returned by asList, writing through to the array. */
    private static class ArrayList<E> extends AbstractList<E> implements RandomAccess, java.io.Serializable {
        private static final long serialVersionUID = -2764017481108945198L;
        private final E[] a;

        ArrayList(E[] array) {
            a = Objects.requireNonNull(array);
        }

        public int size() {
            return a.length;
        }

        public Object[] toArray() {
            Object[] r = new Object[a.length];
            System.arraycopy(a, 0, r, 0, a.length);
            return r;
        }

        @SuppressWarnings("unchecked")
        public <T> T[] toArray(T[] arr) {
            int size = size();
            if (arr.length < size) {
                return Arrays.copyOf(this.a, size, (Class<? extends T[]>) arr.getClass());
            }
            System.arraycopy(this.a, 0, arr, 0, size);
            if (arr.length > size) {
                arr[size] = null;
            }
            return arr;
        }

        public E get(int index) {
            return a[index];
        }

        public E set(int index, E element) {
            E oldValue = a[index];
            a[index] = element;
            return oldValue;
        }

        public int indexOf(Object o) {
            E[] array = a;
            if (o == null) {
                for (int i = 0; i < array.length; i++) {
                    if (array[i] == null) {
                        return i;
                    }
                }
            } else {
                for (int i = 0; i < array.length; i++) {
                    if (o.equals(array[i])) {
                        return i;
                    }
                }
            }
            return -1;
        }

        public boolean contains(Object o) {
            return indexOf(o) >= 0;
        }

        public void forEach(java.util.function.Consumer<? super E> action) {
            Objects.requireNonNull(action);
            for (E e : a) {
                action.accept(e);
            }
        }

        public void replaceAll(UnaryOperator<E> operator) {
            Objects.requireNonNull(operator);
            E[] array = this.a;
            for (int i = 0; i < array.length; i++) {
                array[i] = operator.apply(array[i]);
            }
        }

        public void sort(Comparator<? super E> c) {
            Arrays.sort(a, c);
        }

        public Iterator<E> iterator() {
            return new Iterator<E>() {
                private int cursor;

                public boolean hasNext() {
                    return cursor < a.length;
                }

                public E next() {
                    int i = cursor;
                    if (i >= a.length) {
                        throw new NoSuchElementException();
                    }
                    cursor = i + 1;
                    return a[i];
                }
            };
        }
    }
}
