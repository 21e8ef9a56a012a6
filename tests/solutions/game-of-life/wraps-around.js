// Wrong: the board wraps around, as on a torus.
var gameOfLife = function (board) {
  const m = board.length, n = board[0].length;
  const old = board.map((row) => row.slice());
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      let live = 0;
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++)
          if (dx !== 0 || dy !== 0) live += old[(i + dx + m) % m][(j + dy + n) % n];
      board[i][j] = live === 3 || (live === 2 && old[i][j] === 1) ? 1 : 0;
    }
  }
};
