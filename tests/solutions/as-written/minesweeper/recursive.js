/**
 * 529. Minesweeper: a recursive flood fill.
 * @param {character[][]} board
 * @param {number[]} click
 * @return {character[][]}
 */
const updateBoard = (board, click) => {
    const [r, c] = click;
    if (board[r][c] === "M") {
        board[r][c] = "X";
        return board;
    }
    reveal(board, r, c);
    return board;
};

function reveal(board, i, j) {
    const cells = [];
    for (let x = i - 1; x <= i + 1; x++) {
        for (let y = j - 1; y <= j + 1; y++) {
            if (x >= 0 && x < board.length && y >= 0 && y < board[0].length && (x !== i || y !== j)) {
                cells.push([x, y]);
            }
        }
    }
    const mines = cells.filter(([x, y]) => board[x][y] === "M" || board[x][y] === "X").length;
    if (mines > 0) {
        board[i][j] = String(mines);
        return;
    }
    board[i][j] = "B";
    for (const [x, y] of cells) {
        if (board[x][y] === "E") reveal(board, x, y);
    }
}

module.exports = { updateBoard };
