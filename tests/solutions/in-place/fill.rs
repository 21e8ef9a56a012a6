impl Solution {
    pub fn fill_board(mark: char, board: &mut Vec<Vec<char>>) {
        for row in board.iter_mut() {
            for c in row.iter_mut() {
                *c = mark;
            }
        }
    }
}
