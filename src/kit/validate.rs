//! `validate`: a judge's test file in the canonical layout
//! ([`crate::layout`], each problem's rules in its folder's `layout.rs`)
//! and within the judge's constraints (the solver under `--strict`).

use crate::error::Error;
use crate::layout::{Fault, Format, Layout};
use crate::out::Out;
use crate::problems::Problem;
use crate::solve::Solve;

/// A step of a layout walk.
pub type Step = Result<(), Fault>;

/// What a problem provides to `validate`.
pub trait Validate {
    /// The source of the problem's layout rules (`layout.rs`), std only and
    /// Rust 1.63, for a self-contained validator built on
    /// `crate::layout`.
    const LAYOUT: &'static str;

    /// Walks the whole input in the judge's exact layout (`format` for the
    /// board problems; the others have one); the values are left to the
    /// solver, except the counts the layout follows.
    fn layout(l: &mut Layout, format: Format) -> Step;
}

/// Why an input is invalid: where and what, one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    pub line: u64,
    pub column: u64,
    /// `line 3, column 4: expected ..., found ...`.
    pub msg: String,
}

/// Problem `p`'s layout walk over `input`.
pub fn layout(p: Problem, input: &[u8], format: Format) -> Result<(), Fault> {
    let mut l = Layout::new(input)?;
    crate::with_problem!(p, P => <P as Validate>::layout(&mut l, format))
}

/// Whether `input` is a judge's test file of problem `p`: the layout, then
/// the judge's constraints (`--strict`). When both fail, the fault met
/// first in reading order is reported (on the same line and column, the
/// layout's).
pub fn validate(p: Problem, input: &[u8], format: Format) -> Result<(), Invalid> {
    let laid = layout(p, input, format);
    let strict = crate::with_problem!(p, P => P::default_mode(
        input,
        p.judge_size(),
        true,
        &mut Out::new(std::io::sink()),
    ));
    let strict = match strict {
        Ok(()) => None,
        Err(Error::Input { at, msg }) => {
            let (line, column) = position(&at);
            let msg = msg.strip_prefix("--strict: ").unwrap_or(&msg).to_string();
            Some(Invalid {
                line,
                column,
                msg: format!("{at}: {msg}"),
            })
        }
        Err(e) => Some(Invalid {
            line: u64::MAX,
            column: u64::MAX,
            msg: e.to_string(),
        }),
    };
    let laid = laid.err().map(|f| Invalid {
        line: f.line,
        column: f.column,
        msg: f.to_string(),
    });
    match (laid, strict) {
        (None, None) => Ok(()),
        (Some(a), Some(b)) if (b.line, b.column) < (a.line, a.column) => Err(b),
        (Some(a), _) => Err(a),
        (None, Some(b)) => Err(b),
    }
}

/// The line and column an error's place names (`line 3, column 4`, `move 2
/// (line 3)`: column 1); the end if it names none.
fn position(at: &str) -> (u64, u64) {
    let number = |key: &str| -> Option<u64> {
        let rest = &at[at.find(key)? + key.len()..];
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        rest[..digits].parse().ok()
    };
    match number("line ") {
        Some(line) => (line, number("column ").unwrap_or(1)),
        None => (u64::MAX, u64::MAX),
    }
}

#[cfg(test)]
mod tests {
    use super::position;

    #[test]
    fn positions_of_the_solvers_places() {
        assert_eq!(position("line 3, column 14"), (3, 14));
        assert_eq!(position("move 17 (line 18)"), (18, 1));
        assert_eq!(position("move 2 (line 3, column 5)"), (3, 5));
        assert_eq!(position("somewhere"), (u64::MAX, u64::MAX));
    }
}
