// Misses one direction: up and to the left.
use std::collections::VecDeque;

impl Solution {
    pub fn flip_chess(chessboard: Vec<String>) -> i32 {
        let board: Vec<Vec<u8>> = chessboard.iter().map(|r| r.as_bytes().to_vec()).collect();
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        let dirs = [(-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];
        let mut best = 0;
        for i in 0..m {
            for j in 0..n {
                if board[i as usize][j as usize] != b'.' {
                    continue;
                }
                let mut g = board.clone();
                g[i as usize][j as usize] = b'X';
                let mut queue = VecDeque::from([(i, j)]);
                let mut count = 0;
                while let Some((x, y)) = queue.pop_front() {
                    for &(dx, dy) in &dirs {
                        let (mut a, mut b) = (x + dx, y + dy);
                        let mut line = vec![];
                        while a >= 0 && a < m && b >= 0 && b < n && g[a as usize][b as usize] == b'O' {
                            line.push((a, b));
                            a += dx;
                            b += dy;
                        }
                        if !line.is_empty() && a >= 0 && a < m && b >= 0 && b < n && g[a as usize][b as usize] == b'X' {
                            count += line.len() as i32;
                            for (u, v) in line {
                                g[u as usize][v as usize] = b'X';
                                queue.push_back((u, v));
                            }
                        }
                    }
                }
                best = best.max(count);
            }
        }
        best
    }
}
