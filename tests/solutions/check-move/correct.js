/**
 * @param {character[][]} board
 * @param {number} rMove
 * @param {number} cMove
 * @param {character} color
 * @return {boolean}
 */
var checkMove = function (board, rMove, cMove, color) {
    const m = board.length, n = board[0].length;
    const dirs = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]];
    return dirs.some(([dx, dy]) => {
        let x = rMove + dx, y = cMove + dy, k = 0;
        while (x >= 0 && x < m && y >= 0 && y < n && board[x][y] !== "." && board[x][y] !== color) {
            x += dx;
            y += dy;
            k++;
        }
        return k > 0 && x >= 0 && x < m && y >= 0 && y < n && board[x][y] === color;
    });
};
