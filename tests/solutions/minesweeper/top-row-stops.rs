// A blank cell in the top row reveals nothing around it.
use std::collections::VecDeque;

impl Solution {
    pub fn update_board(mut board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        let (r, c) = (click[0] as usize, click[1] as usize);
        if board[r][c] == 'M' {
            board[r][c] = 'X';
            return board;
        }
        let around = |i: i32, j: i32| {
            (-1..=1)
                .flat_map(move |dx| (-1..=1).map(move |dy| (i + dx, j + dy)))
                .filter(move |&(x, y)| (x, y) != (i, j) && x >= 0 && x < m && y >= 0 && y < n)
        };
        let mut queue = VecDeque::from([(r as i32, c as i32)]);
        board[r][c] = 'B';
        while let Some((i, j)) = queue.pop_front() {
            let mines = around(i, j)
                .filter(|&(x, y)| matches!(board[x as usize][y as usize], 'M' | 'X'))
                .count();
            if mines > 0 {
                board[i as usize][j as usize] = char::from(b'0' + mines as u8);
                continue;
            }
            if i == 0 {
                continue;
            }
            for (x, y) in around(i, j) {
                if board[x as usize][y as usize] == 'E' {
                    board[x as usize][y as usize] = 'B';
                    queue.push_back((x, y));
                }
            }
        }
        board
    }
}
