// Multi-dimensional arrays: multianewarray, partially specified (new int[3][]), jagged rows,
// 3-D arrays, array-of-arrays assignment, deepToString, deepEquals, class names.
import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 4; j++) grid[i][j] = i * 10 + j;
        System.out.println(Arrays.deepToString(grid));
        int[][] jag = new int[4][];
        System.out.println(Arrays.toString(jag));
        for (int i = 0; i < jag.length; i++) { jag[i] = new int[i + 1]; for (int j = 0; j <= i; j++) jag[i][j] = (i == 0 || j == 0 || j == i) ? 1 : jag[i - 1][j - 1] + jag[i - 1][j]; }
        System.out.println(Arrays.deepToString(jag));
        long[][][] cube = new long[2][3][4];
        long n = 0;
        for (long[][] plane : cube) for (long[] row : plane) for (int k = 0; k < row.length; k++) row[k] = n++ * n;
        System.out.println(Arrays.deepToString(cube));
        String[][] names = { { "a", "b" }, { "c" }, {}, null };
        System.out.println(Arrays.deepToString(names) + " " + names[2].length + " " + names.length);
        double[][][] partial = new double[2][][];
        partial[1] = new double[2][];
        partial[1][0] = new double[] { 1.5, 2.5 };
        System.out.println(Arrays.deepToString(partial));
        char[][] board = new char[3][3];
        for (char[] row : board) Arrays.fill(row, '.');
        board[1][1] = 'X'; board[0][2] = 'O';
        for (char[] row : board) System.out.println(new String(row));
        int[][] copy = grid.clone();
        copy[0][0] = 999;            // shallow: shares rows
        copy[1] = new int[] { -1 };
        System.out.println(grid[0][0] + " " + grid[1].length + " " + copy[1].length);
        System.out.println(Arrays.deepEquals(new int[][] { { 1, 2 }, { 3 } }, new int[][] { { 1, 2 }, { 3 } }) + " " + Arrays.equals(new int[][] { { 1 } }, new int[][] { { 1 } }));
        System.out.println(grid.getClass().getName() + " " + cube.getClass().getName() + " " + names.getClass().getName() + " " + partial.getClass().getName() + " " + new boolean[1][1].getClass().getName() + " " + new Object[0][0][0].getClass().getName());
        System.out.println(grid.getClass().getSimpleName() + " " + names.getClass().getSimpleName() + " " + int[][].class.getName() + " " + grid.getClass().getSuperclass().getName());
        Object o = grid;
        System.out.println((o instanceof int[][]) + " " + (o instanceof Object[]) + " " + (grid[0] instanceof int[]) + " " + (o instanceof long[][]));
        int[][][] zero = new int[0][5][5];
        int[][] rowsZero = new int[3][0];
        System.out.println(zero.length + " " + rowsZero.length + " " + rowsZero[2].length);
        int[][] mat = new int[5][5];
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) mat[i][j] = (i + 1) * (j + 2) % 7;
        int[][] t = new int[5][5];
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) t[j][i] = mat[i][j];
        System.out.println(Arrays.deepToString(t));
        Object[][] objs = new Integer[2][2];
        try { objs[0][0] = "string"; } catch (ArrayStoreException e) { System.out.println("ASE " + e.getMessage()); }
        try { int[][] neg = new int[2][-3]; System.out.println(neg.length); } catch (NegativeArraySizeException e) { System.out.println("NASE " + e.getMessage()); }
        System.out.println(Arrays.deepHashCode(new Object[] { new int[] { 1 }, "x", null }) + " " + Arrays.deepToString(new Object[] { new int[] { 1 }, new String[] { "s" }, 5 }));
    }
}
