//! othello_moves's answers as a checker reads them: the legal moves.
//! `boardsolve check` and the output validator `emit --checker` writes
//! both judge by this file's `answer`: std only, Rust 1.63.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::verdict::{Expected, Moves};
use std::io::Read;

/// boardsolve's answer to `input`, as the solver writes it in default mode.
pub fn answer(input: impl Read, _size: usize) -> Result<Expected, crate::error::Error> {
    Expected::written(Moves, |out, _| {
        super::run(&super::Options::default(), input, out)
    })
}

#[cfg(test)]
mod tests {
    use super::super::OthelloMoves;
    use crate::kit::check::testing::verdict;

    #[test]
    fn othello_says_what_is_wrong_with_a_move() {
        let input = "4\n0 0 0 0\n0 1 2 0\n0 2 1 0\n0 0 0 0\n1\n";
        let v = |out: &str| verdict::<OthelloMoves>(input, out);
        assert_eq!(v("0,2 1,3\r\n2,0 3,1"), "ok: 4 legal moves");
        assert_eq!(
            v("0,2\n1,3\n3,1\n"),
            "wrong answer: move 3 (output line 3): expected \"2,0\", found \"3,1\": \"2,0\" is missing, or out of row-major order"
        );
        assert_eq!(
            v("0,2\n1,3\n3,3\n"),
            "wrong answer: move 3 (output line 3): expected \"2,0\", found \"3,3\", which is not a legal move"
        );
        assert_eq!(
            v("0,2\n1,3\n0,2\n"),
            "wrong answer: move 3 (output line 3): expected \"2,0\", found \"0,2\", a second time"
        );
        assert_eq!(
            v("0,2\n1,3\n"),
            "wrong answer: move 3 (output line 3): expected \"2,0\", found end of output (2 of the 4 legal moves printed)"
        );
        assert_eq!(
            v("NULL"),
            "wrong answer: move 1 (output line 1): expected \"0,2\", found \"NULL\""
        );
        assert_eq!(
            v("0, 2"),
            "wrong output format: move 1 (output line 1): expected a move r,c or NULL, found \"0,\""
        );
        assert_eq!(
            v(""),
            "wrong output format: move 1 (output line 1): expected a move r,c or NULL, found end of output"
        );
        let none = "1\n0\n1\n";
        assert_eq!(verdict::<OthelloMoves>(none, "NULL\n"), "ok: NULL");
        assert_eq!(
            verdict::<OthelloMoves>(none, "0,0\n"),
            "wrong answer: move 1 (output line 1): expected \"NULL\", found \"0,0\", which is not a legal move"
        );
    }
}
