#![allow(dead_code, clippy::needless_range_loop)]

// 289. Game of Life
struct Solution;

impl Solution {
    pub fn game_of_life(board: &mut Vec<Vec<i32>>) {
        let m = board.len() as i32;
        let n = board[0].len() as i32;
        let prev = board.clone();
        for i in 0..m {
            for j in 0..n {
                let mut live = 0;
                for dx in -1..=1 {
                    for dy in -1..=1 {
                        let (x, y) = (i + dx, j + dy);
                        if (dx, dy) != (0, 0) && x >= 0 && x < m && y >= 0 && y < n {
                            live += prev[x as usize][y as usize];
                        }
                    }
                }
                let cell = &mut board[i as usize][j as usize];
                *cell = if live == 3 || (live == 2 && *cell == 1) { 1 } else { 0 };
                println!("({}, {}): {} live around", i, j, live);
            }
        }
    }
}

fn main() {
    let mut board = vec![vec![0, 1, 0], vec![0, 0, 1], vec![1, 1, 1], vec![0, 0, 0]];
    Solution::game_of_life(&mut board);
    println!("{:?}", board);
}
