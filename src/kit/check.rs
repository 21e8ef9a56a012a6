//! `boardsolve check`: judges an output against boardsolve's answer, as a
//! testlib checker does. The judging is [`crate::verdict`]'s (std only, so
//! `emit --checker` copies the same code into an output validator); each
//! problem's `check.rs` solves the input and picks the grammar its answers
//! are read by.

use crate::error::Error;
use std::io::Read;

pub use crate::tokens::escaped;
pub use crate::verdict::{Expected, Kind, Reading, Side, Verdict};

/// What a problem gives `check`: its answer, ready to judge outputs
/// against. The registry implements it for every problem from the
/// problem's `check.rs`.
pub trait Answer {
    /// boardsolve's answer to `input`, read as a stream (a board side
    /// `size` x `size` for a problem with a `--size`), as the solver
    /// writes it in default mode, in the problem's
    /// [`crate::verdict::Grammar`]: the `answer` function of its
    /// `check.rs` (std only, Rust 1.63: `emit --checker` copies it into
    /// the output validator as the module `answer`, where `super::` is
    /// the file's root). Fails only if the input is invalid or cannot be
    /// read.
    fn answer(input: impl Read, size: usize) -> Result<Expected, Error>;
}

/// Checks `output` for `input` of problem `P` (a board side `size` x
/// `size` for a problem with a `--size`), both in memory. Fails only if the
/// input is invalid.
pub fn check<P: Answer>(
    input: &[u8],
    output: &[u8],
    size: usize,
    exact: bool,
) -> Result<Verdict, Error> {
    let reading = Reading {
        exact,
        ..Reading::default()
    };
    P::answer(input, size)?
        .judge(output, reading, Side::Output)
        .map_err(Error::read)
}

/// What the problems' own check tests judge their answers by.
#[cfg(test)]
pub(crate) mod testing {
    use super::{check, Answer, Verdict};

    /// The verdict on `output` for `input` of `P` (a board side 19 for a
    /// problem with a `--size`); `exact` as [`super::Expected::judge`]'s.
    pub(crate) fn judge<P: Answer>(input: &str, output: &[u8], exact: bool) -> Verdict {
        check::<P>(input.as_bytes(), output, 19, exact).unwrap()
    }

    /// The verdict line on `output` for `input` of `P`, whitespace between
    /// tokens free (not `exact`).
    pub(crate) fn verdict<P: Answer>(input: &str, output: &str) -> String {
        judge::<P>(input, output.as_bytes(), false).message
    }
}
