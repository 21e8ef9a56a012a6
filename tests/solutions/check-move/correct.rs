impl Solution {
    pub fn check_move(board: Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool {
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        let at = |x: i32, y: i32| {
            if x >= 0 && x < m && y >= 0 && y < n {
                board[x as usize][y as usize]
            } else {
                '.'
            }
        };
        for dx in -1..=1 {
            for dy in -1..=1 {
                if dx == 0 && dy == 0 {
                    continue;
                }
                let (mut x, mut y) = (r_move + dx, c_move + dy);
                let mut len = 0;
                while at(x, y) != '.' && at(x, y) != color {
                    x += dx;
                    y += dy;
                    len += 1;
                }
                if len > 0 && at(x, y) == color {
                    return true;
                }
            }
        }
        false
    }
}
