const data = require("fs").readFileSync(0, "utf8").split(/\s+/).filter(Boolean).map(Number);
const n = data[0];
const at = (x, y) => data[1 + x * n + y];
const p = data[1 + n * n], q = 3 - p;
const inside = (x, y) => x >= 0 && x < n && y >= 0 && y < n;
const moves = [];
for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
        if (at(i, j) !== 0) continue;
        let legal = false;
        for (let dx = -1; dx <= 1; dx++) {
            for (let dy = -1; dy <= 1; dy++) {
                if (!dx && !dy) continue;
                let x = i + dx, y = j + dy, k = 0;
                while (inside(x, y) && at(x, y) === q) {
                    x += dx;
                    y += dy;
                    k++;
                }
                if (k > 0 && inside(x, y) && at(x, y) === p) legal = true;
            }
        }
        if (legal) moves.push(`${i},${j}`);
    }
}
console.log(moves.length ? moves.join("\n") : "NULL");
