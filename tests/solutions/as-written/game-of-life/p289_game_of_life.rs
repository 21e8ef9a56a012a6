#![allow(dead_code)]

mod util;

use util::matrix::parse;

pub struct Solution;

//leetcode submit region begin(Prohibit modification and deletion)
impl Solution {
    pub fn game_of_life(board: &mut Vec<Vec<i32>>) {
        let (m, n) = (board.len(), board[0].len());
        let old = board.clone();
        for i in 0..m {
            for j in 0..n {
                let mut live = 0;
                for x in i.saturating_sub(1)..=(i + 1).min(m - 1) {
                    for y in j.saturating_sub(1)..=(j + 1).min(n - 1) {
                        if (x, y) != (i, j) {
                            live += old[x][y];
                        }
                    }
                }
                board[i][j] = (live == 3 || (live == 2 && old[i][j] == 1)) as i32;
            }
        }
    }
}
//leetcode submit region end(Prohibit modification and deletion)

fn main() {
    let mut board = parse("[[0,1,0],[0,0,1],[1,1,1],[0,0,0]]");
    Solution::game_of_life(&mut board);
    println!("{:?}", board);
}
