/**
 * 289. Game of Life
 * https://leetcode.com/problems/game-of-life/
 *
 * @param {number[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var gameOfLife = function(board) {
  const rows = board.length;
  const cols = board[0].length;
  const dirs = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];
  // 2: was alive, now dead; 3: was dead, now alive
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let live = 0;
      for (const [dr, dc] of dirs) {
        const nr = r + dr, nc = c + dc;
        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && (board[nr][nc] === 1 || board[nr][nc] === 2)) {
          live++;
        }
      }
      console.log(r, c, live, board[r][c]);
      if (board[r][c] === 1 && (live < 2 || live > 3)) board[r][c] = 2;
      if (board[r][c] === 0 && live === 3) board[r][c] = 3;
    }
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      board[r][c] = board[r][c] % 2;
    }
  }
  console.log(board);
};
