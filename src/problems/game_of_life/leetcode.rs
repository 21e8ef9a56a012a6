impl Solution {
    pub fn game_of_life(board: &mut Vec<Vec<i32>>) {
        leetcode(board)
    }
}
