class Solution {
    public void fillBoard(char mark, char[][] board) {
        for (char[] row : board) {
            Arrays.fill(row, mark);
        }
    }
}
