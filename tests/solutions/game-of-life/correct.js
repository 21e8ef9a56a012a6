/**
 * @param {number[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var gameOfLife = function (board) {
  const m = board.length, n = board[0].length;
  const old = board.map((row) => row.slice());
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let live = 0;
      for (let x = Math.max(0, i - 1); x <= Math.min(m - 1, i + 1); x++)
        for (let y = Math.max(0, j - 1); y <= Math.min(n - 1, j + 1); y++)
          if (x !== i || y !== j) live += old[x][y];
      board[i][j] = live === 3 || (live === 2 && old[i][j] === 1) ? 1 : 0;
    }
  }
};
