impl Solution {
    pub fn flip_chess(chessboard: Vec<String>) -> i32 {
        leetcode(chessboard)
    }
}
