//! `boardsolve check`: judges an output against boardsolve's answer, as a
//! testlib checker does. The judging is [`crate::verdict`]'s (std only, so
//! `emit --checker` copies the same code into an output validator); each
//! problem's `check.rs` solves the input and picks the grammar its answers
//! are read by.

use crate::error::Error;
use crate::problems::Problem;
use std::io::Read;

pub use crate::verdict::{escaped, Expected, Kind, Reading, Side, Verdict};

/// What a problem gives `check`: its answer, ready to judge outputs
/// against.
pub trait Answer {
    /// The source of the problem's `check.rs`, which emit copies into the
    /// output validator as the module `answer`: std only, Rust 1.63, its
    /// `pub fn answer(input: impl Read, size: usize) -> Result<Expected,
    /// Error>` reaching the solver through `super::` (the problem's folder
    /// here, the file's root there), its kit `impl` left behind.
    const SOURCE: &'static str;

    /// boardsolve's answer to `input`, read as a stream (a board side
    /// `size` x `size` for a problem with a `--size`), as the solver
    /// writes it in default mode, in the problem's
    /// [`crate::verdict::Grammar`]: the `answer` function of
    /// [`Answer::SOURCE`]. Fails only if the input is invalid or cannot be
    /// read.
    fn answer(input: impl Read, size: usize) -> Result<Expected, Error>;
}

/// boardsolve's answer of problem `p` to `input` (see [`Answer::answer`]).
pub fn answer(p: Problem, input: impl Read, size: usize) -> Result<Expected, Error> {
    crate::with_problem!(p, P => P::answer(input, size))
}

/// Checks `output` for `input` of problem `p` (a board side `size` x
/// `size` for a problem with a `--size`), both in memory. Fails only if the
/// input is invalid.
pub fn check(
    p: Problem,
    input: &[u8],
    output: &[u8],
    size: usize,
    exact: bool,
) -> Result<Verdict, Error> {
    let reading = Reading {
        exact,
        ..Reading::default()
    };
    answer(p, input, size)?
        .judge(output, reading, Side::Output)
        .map_err(Error::read)
}

/// What the problems' own check tests judge their answers by.
#[cfg(test)]
pub(crate) mod testing {
    use super::{check, Verdict};
    use crate::problems::Problem;

    /// The verdict on `output` for `input` of `p` (a board side 19 for a
    /// problem with a `--size`); `exact` as [`super::Expected::judge`]'s.
    pub(crate) fn judge(p: Problem, input: &str, output: &[u8], exact: bool) -> Verdict {
        check(p, input.as_bytes(), output, 19, exact).unwrap()
    }

    /// The verdict line on `output` for `input` of `p`, whitespace between
    /// tokens free (not `exact`).
    pub(crate) fn verdict(p: Problem, input: &str, output: &str) -> String {
        judge(p, input, output.as_bytes(), false).message
    }
}
