//! flip_chess's answers as a checker reads them: one count a line.
//! `boardsolve check` and the output validator `emit --checker` writes
//! both judge by this file's `answer`: std only, Rust 1.63.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::verdict::{Expected, Lines, Token};
use std::io::Read;

/// boardsolve's answer to `input`, as the solver writes it in default mode.
pub fn answer(input: impl Read, _size: usize) -> Result<Expected, crate::error::Error> {
    Expected::written(Lines::cases(Token::INT), |out, _| {
        super::run(&super::Options::default(), input, out)
    })
}

#[cfg(test)]
mod tests {
    use super::super::FlipChess;
    use crate::kit::check::testing::verdict;

    /// Answers 10 and 2: the answer the kit's own tests judge as counts, a
    /// case a line.
    const TEN: &str = "[\"XOOOOOOOOOO.\"]\n[\".X.\",\".O.\",\"XO.\"]\n";

    #[test]
    fn counts_are_read_a_case_a_line() {
        assert_eq!(verdict::<FlipChess>(TEN, "10\r\n2"), "ok: 2 cases");
        assert_eq!(
            verdict::<FlipChess>(TEN, "1 0\n2\n"),
            "wrong answer: case 1 (output line 1): expected \"10\", found \"1\""
        );
    }
}
