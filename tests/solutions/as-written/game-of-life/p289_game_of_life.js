const { parseMatrix, printMatrix } = require('./util/matrix');

//leetcode submit region begin(Prohibit modification and deletion)
/**
 * @param {number[][]} board
 * @return {void} Do not return anything, modify board in-place instead.
 */
var gameOfLife = function(board) {
    const m = board.length, n = board[0].length;
    const next = Array.from({ length: m }, () => new Array(n).fill(0));
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            let live = 0;
            for (let x = Math.max(0, i - 1); x <= Math.min(m - 1, i + 1); x++) {
                for (let y = Math.max(0, j - 1); y <= Math.min(n - 1, j + 1); y++) {
                    if (x !== i || y !== j) live += board[x][y];
                }
            }
            next[i][j] = live === 3 || (live === 2 && board[i][j] === 1) ? 1 : 0;
        }
    }
    for (let i = 0; i < m; i++) board[i] = next[i];
};
//leetcode submit region end(Prohibit modification and deletion)

const board = parseMatrix('[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]');
gameOfLife(board);
printMatrix(board);
