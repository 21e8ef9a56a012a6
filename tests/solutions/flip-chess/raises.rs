impl Solution {
    pub fn flip_chess(chessboard: Vec<String>) -> i32 {
        if chessboard.len() > 1 {
            panic!("boards of one row only");
        }
        0
    }
}
