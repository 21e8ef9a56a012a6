/**
 * @param {string[]} chessboard
 * @return {number}
 */
var flipChess = function (chessboard) {
    const m = chessboard.length, n = chessboard[0].length;
    const dirs = [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]];
    const inside = (a, b) => a >= 0 && a < m && b >= 0 && b < n;
    const flips = (i, j) => {
        const g = chessboard.map((row) => row.split(""));
        g[i][j] = "X";
        const queue = [[i, j]];
        let count = 0;
        while (queue.length) {
            const [x, y] = queue.shift();
            for (const [dx, dy] of dirs) {
                let a = x + dx, b = y + dy;
                const line = [];
                while (inside(a, b) && g[a][b] === "O") {
                    line.push([a, b]);
                    a += dx;
                    b += dy;
                }
                if (line.length && inside(a, b) && g[a][b] === "X") {
                    for (const [u, v] of line) {
                        g[u][v] = "X";
                        queue.push([u, v]);
                    }
                    count += line.length;
                }
            }
        }
        return count;
    };
    let best = 0;
    for (let i = 0; i < m; i++) {
        for (let j = 0; j < n; j++) {
            if (chessboard[i][j] === ".") {
                best = Math.max(best, flips(i, j));
            }
        }
    }
    return best;
};
