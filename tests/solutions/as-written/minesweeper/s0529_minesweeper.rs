/**
 * [529] Minesweeper
 *
 * Let's play the minesweeper game (Wikipedia, online game)!
 *
 * You are given an m x n char matrix board representing the game board.
 */
pub struct Solution {}

// problem: https://leetcode.com/problems/minesweeper/
// discuss: https://leetcode.com/problems/minesweeper/discuss/?currentPage=1&orderBy=most_votes&query=

// submission codes start here

impl Solution {
    pub fn update_board(board: Vec<Vec<char>>, click: Vec<i32>) -> Vec<Vec<char>> {
        let mut board = board;
        let (r, c) = (click[0] as usize, click[1] as usize);
        if board[r][c] == 'M' {
            board[r][c] = 'X';
        } else {
            Solution::reveal(&mut board, r, c);
        }
        board
    }

    fn reveal(board: &mut Vec<Vec<char>>, r: usize, c: usize) {
        let (m, n) = (board.len() as i32, board[0].len() as i32);
        let mut around = vec![];
        for dx in -1..=1 {
            for dy in -1..=1 {
                let (x, y) = (r as i32 + dx, c as i32 + dy);
                if (dx, dy) != (0, 0) && x >= 0 && x < m && y >= 0 && y < n {
                    around.push((x as usize, y as usize));
                }
            }
        }
        let mines = around
            .iter()
            .filter(|&&(x, y)| board[x][y] == 'M' || board[x][y] == 'X')
            .count();
        if mines > 0 {
            board[r][c] = (b'0' + mines as u8) as char;
            return;
        }
        board[r][c] = 'B';
        for (x, y) in around {
            if board[x][y] == 'E' {
                Solution::reveal(board, x, y);
            }
        }
    }
}

// submission codes end

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_529() {
        let board = vec![vec!['E', 'M'], vec!['E', 'E']];
        assert_eq!(
            Solution::update_board(board, vec![1, 0]),
            vec![vec!['E', 'M'], vec!['1', 'E']]
        );
    }
}
