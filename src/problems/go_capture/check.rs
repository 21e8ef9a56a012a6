//! go_capture's answers as a checker reads them: the captured counts `b w`
//! after each move, a line each.
//! `boardsolve check` and the output validator `emit --checker` writes
//! both judge by this file's `answer`: std only, Rust 1.63.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::verdict::{Expected, Lines, Token};
use std::io::Read;

/// boardsolve's answer to `input`, as the solver writes it in default mode.
pub fn answer(input: impl Read, size: usize) -> Result<Expected, crate::error::Error> {
    let grammar = Lines {
        token: Token::INT,
        unit: "move",
    };
    Expected::written(grammar, |out, _| {
        let opts = super::Options {
            size,
            strict: false,
        };
        super::run(&opts, input, out)
    })
}

#[cfg(test)]
mod tests {
    use super::super::GoCapture;
    use crate::kit::check::testing::verdict;

    const REPLAY: &str = "8\n2 1\n1 1\n1 2\n2 2\n1 1\n1 3\n2 3\n3 1\n";
    const ANSWER: &str = "0 0\n0 0\n0 1\n0 0\n0 0\n0 0\n0 0\n3 0\n";

    #[test]
    fn go_capture_names_the_move_and_the_output_line() {
        assert_eq!(verdict::<GoCapture>(REPLAY, ANSWER), "ok: 8 moves");
        assert_eq!(
            verdict::<GoCapture>(REPLAY, &ANSWER.replace("0 1\n", "1 0\n")),
            "wrong answer: move 3 (output line 3): expected \"0 1\", found \"1 0\""
        );
        assert_eq!(
            verdict::<GoCapture>(REPLAY, "0 0\n0 0 0 1 0 0\n0 0 0 0 0 0 3 1\n"),
            "wrong answer: move 8 (output line 3): expected \"3 0\", found \"3 1\""
        );
        assert_eq!(
            verdict::<GoCapture>(REPLAY, "0 0\n0"),
            "wrong output format: move 2 (output line 2): expected an integer, found end of output"
        );
        assert_eq!(
            verdict::<GoCapture>(REPLAY, &format!("{ANSWER}\n\n0 0\n")),
            "wrong answer: extra output after 8 moves (output line 11): found \"0\""
        );
        assert_eq!(verdict::<GoCapture>("0\n", " \n"), "ok: 0 moves");
    }

    /// The input echoed (`cat`): the pair read spans two lines, both named;
    /// a missing last line is named itself, not the line before it.
    #[test]
    fn go_capture_names_the_lines_of_the_tokens_that_differ() {
        assert_eq!(
            verdict::<GoCapture>(REPLAY, REPLAY),
            "wrong answer: move 1 (output lines 1-2): expected \"0 0\", found \"8 2\""
        );
        let seven = ANSWER.strip_suffix("3 0\n").unwrap();
        assert_eq!(
            verdict::<GoCapture>(REPLAY, seven),
            "wrong output format: move 8 (output line 8): expected an integer, found end of output"
        );
        // Without the final newline the output ends on line 7.
        assert_eq!(
            verdict::<GoCapture>(REPLAY, seven.trim_end()),
            "wrong output format: move 8 (output line 7): expected an integer, found end of output"
        );
    }
}
