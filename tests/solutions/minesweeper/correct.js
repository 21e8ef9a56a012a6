/**
 * @param {character[][]} board
 * @param {number[]} click
 * @return {character[][]}
 */
var updateBoard = function (board, click) {
    const m = board.length, n = board[0].length;
    const [r, c] = click;
    if (board[r][c] === "M") {
        board[r][c] = "X";
        return board;
    }
    const around = (i, j) => {
        const cells = [];
        for (let x = i - 1; x <= i + 1; x++) {
            for (let y = j - 1; y <= j + 1; y++) {
                if (x >= 0 && x < m && y >= 0 && y < n && (x !== i || y !== j)) {
                    cells.push([x, y]);
                }
            }
        }
        return cells;
    };
    const stack = [[r, c]];
    while (stack.length) {
        const [i, j] = stack.pop();
        if (board[i][j] !== "E") continue;
        const cells = around(i, j);
        const mines = cells.filter(([x, y]) => board[x][y] === "M" || board[x][y] === "X").length;
        if (mines > 0) {
            board[i][j] = String(mines);
        } else {
            board[i][j] = "B";
            for (const [x, y] of cells) {
                if (board[x][y] === "E") stack.push([x, y]);
            }
        }
    }
    return board;
};
