//! check_move's answers as a checker reads them: `true` or `false` a line.
//! `boardsolve check` and the output validator `emit --checker` writes
//! both judge by this file's `answer`: std only, Rust 1.63.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::verdict::{Expected, Lines, Token};
use std::io::Read;

/// boardsolve's answer to `input`, as the solver writes it in default mode.
pub fn answer(input: impl Read, _size: usize) -> Result<Expected, crate::error::Error> {
    Expected::written(Lines::cases(Token::BOOL), |out, _| {
        super::run(&super::Options::default(), input, out)
    })
}

#[cfg(test)]
mod tests {
    use super::super::CheckMove;
    use crate::kit::check::testing::verdict;

    #[test]
    fn answers_are_read_as_true_or_false_a_case_a_line() {
        let move_input = "[[\".\",\"W\",\"B\"]], 0, 0, \"B\"\n";
        assert_eq!(verdict::<CheckMove>(move_input, " true \n"), "ok: 1 case");
        assert_eq!(
            verdict::<CheckMove>(move_input, "t r u e\n"),
            "wrong output format: case 1 (output line 1): expected true or false, found \"t\""
        );
        assert_eq!(
            verdict::<CheckMove>(move_input, "True\n"),
            "wrong output format: case 1 (output line 1): expected true or false, found \"True\""
        );
    }
}
