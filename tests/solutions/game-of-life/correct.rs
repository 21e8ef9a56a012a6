impl Solution {
    pub fn game_of_life(board: &mut Vec<Vec<i32>>) {
        let (m, n) = (board.len(), board[0].len());
        let old = board.clone();
        for i in 0..m {
            for j in 0..n {
                let mut live = 0;
                for x in i.saturating_sub(1)..(i + 2).min(m) {
                    for y in j.saturating_sub(1)..(j + 2).min(n) {
                        if (x, y) != (i, j) {
                            live += old[x][y];
                        }
                    }
                }
                board[i][j] = i32::from(live == 3 || (live == 2 && old[i][j] == 1));
            }
        }
    }
}
