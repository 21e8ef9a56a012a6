//! The canonical layout of a judge's test file, as `validate` checks it:
//! tokens separated by exactly one space, every line ended by `\n` (the
//! last one too), no blank line, tab, `\r`, byte-order mark or trailing
//! space, integers with no sign and no leading zero, nothing after the
//! input. Each problem's rules (its folder's `layout.rs`) walk the input
//! with a [`Layout`] cursor; the judge's constraints are `--strict`'s.
//!
//! Std only, no unsafe, Rust 1.63 (no `let ... else`, no `is_some_and`):
//! with a problem's rules and its solver it is a self-contained validator
//! (`boardsolve emit --validator`), whose verdict [`judged`] gives.
//!
//! emit: copied into submissions as a `mod` block; std only, Rust 1.63.

use crate::cases::FormatChoice;
use crate::error::Error;
use std::fmt;

/// A layout fault: where (line and column, 1-based; a column counts
/// bytes) and what was expected and found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub line: u64,
    pub column: u64,
    pub msg: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.msg
        )
    }
}

/// The shape of a LeetCode parameter's JSON value: `arrays` arrays deep
/// (`[` elements separated by `,` `]`, no spaces) of the values `leaf`
/// reads. Data, not an enum: a validator holds the readers of its own
/// problem's shapes alone.
#[derive(Clone, Copy)]
pub struct Json {
    arrays: usize,
    leaf: fn(&mut Layout, &str) -> Step,
}

impl Json {
    /// An integer, written as `uint` reads it.
    pub const INT: Json = Json {
        arrays: 0,
        leaf: |l, what| l.uint(what).map(|_| ()),
    };

    /// A string in double quotes, without escapes.
    pub const STR: Json = Json {
        arrays: 0,
        leaf: |l, what| l.string(what),
    };

    /// An array of `inner` values.
    pub fn array(inner: Json) -> Json {
        Json {
            arrays: inner.arrays + 1,
            ..inner
        }
    }
}

/// A cursor over the whole input.
pub struct Layout<'a> {
    bytes: &'a [u8],
    at: usize,
    line: u64,
    line_start: usize,
}

type Step<T = ()> = Result<T, Fault>;

impl<'a> Layout<'a> {
    /// A cursor at the start of `bytes`; a byte-order mark is a fault.
    pub fn new(bytes: &'a [u8]) -> Step<Layout<'a>> {
        let l = Layout {
            bytes,
            at: 0,
            line: 1,
            line_start: 0,
        };
        if bytes.starts_with(b"\xEF\xBB\xBF") {
            return Err(l.fault("expected the input, found a UTF-8 byte-order mark"));
        }
        Ok(l)
    }

    /// The byte here, if any.
    pub fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// A fault here.
    pub fn fault(&self, msg: impl Into<String>) -> Fault {
        Fault {
            line: self.line,
            column: (self.at - self.line_start) as u64 + 1,
            msg: msg.into(),
        }
    }

    /// "expected {what}, found ..." here.
    pub fn expected(&self, what: impl fmt::Display) -> Fault {
        self.fault(format!("expected {}, found {}", what, self.found()))
    }

    /// Names what is here: a token as `"+5"`, a character as `'Q'`, or
    /// a space, a tab, a `\r`, the end of a line or of the input.
    pub fn found(&self) -> String {
        let rest = &self.bytes[self.at..];
        match rest.first() {
            None => "end of input".to_string(),
            Some(b'\n') if self.at == self.line_start => "a blank line".to_string(),
            Some(b'\n') => "end of line".to_string(),
            Some(b' ') if self.at > self.line_start && self.bytes[self.at - 1] == b' ' => {
                "a second space".to_string()
            }
            Some(b' ') if self.at == self.line_start => {
                "a space at the start of the line".to_string()
            }
            Some(b' ') => "a space".to_string(),
            Some(b'\t') => "a tab".to_string(),
            Some(b'\r') => "'\\r' (a CRLF line end; lines end in '\\n' alone)".to_string(),
            Some(_) => {
                let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
                let text = String::from_utf8_lossy(&rest[..len.min(20)]);
                let cut = if len > 20 { "..." } else { "" };
                match text.chars().count() {
                    1 => format!("{:?}", text.chars().next().unwrap_or(' ')),
                    _ => format!("\"{}{}\"", text, cut),
                }
            }
        }
    }

    /// Steps over `n` bytes of the current line.
    fn skip(&mut self, n: usize) {
        self.at += n;
    }

    /// A non-negative integer, `0` or a digit 1-9 and more digits, as
    /// the judge writes it; its value (saturated at `u64::MAX`).
    pub fn uint(&mut self, what: impl fmt::Display) -> Step<u64> {
        let rest = &self.bytes[self.at..];
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        let why = match rest.first() {
            Some(b'+') => Some("an integer has no '+'"),
            Some(b'-') if rest.get(1) == Some(&b'0') => Some("zero is written 0, not -0"),
            Some(b'-') => Some("a negative number"),
            Some(b'0') if digits > 1 => Some("a leading zero"),
            _ if digits == 0 => None,
            _ => {
                let mut v: u64 = 0;
                for &b in &rest[..digits] {
                    v = v.saturating_mul(10).saturating_add(u64::from(b - b'0'));
                }
                self.skip(digits);
                return Ok(v);
            }
        };
        Err(match why {
            Some(why) => self.fault(format!(
                "expected {}, found {} ({})",
                what,
                self.found(),
                why
            )),
            None => self.expected(what),
        })
    }

    /// A token: a run of bytes other than spaces, tabs and line ends.
    pub fn word(&mut self, what: impl fmt::Display) -> Step<&'a [u8]> {
        let rest = &self.bytes[self.at..];
        let len = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
        if len == 0 {
            return Err(self.expected(what));
        }
        self.skip(len);
        Ok(&rest[..len])
    }

    /// The one space before the token `next`.
    pub fn space(&mut self, next: impl fmt::Display) -> Step {
        match self.peek() {
            Some(b' ') => {
                self.skip(1);
                Ok(())
            }
            _ => Err(self.expected(format_args!("a space and {}", next))),
        }
    }

    /// The `\n` that ends the line after `after`.
    pub fn eol(&mut self, after: impl fmt::Display) -> Step {
        match self.peek() {
            Some(b'\n') => {
                self.at += 1;
                self.line += 1;
                self.line_start = self.at;
                Ok(())
            }
            None => Err(self.fault(format!(
                "expected '\\n' after {}, found end of input (the last line ends in '\\n' too)",
                after
            ))),
            Some(b' ') if matches!(self.bytes.get(self.at + 1), None | Some(b'\n')) => {
                let what = format!("expected end of line after {}", after);
                Err(self.fault(format!("{}, found a trailing space", what)))
            }
            _ => Err(self.expected(format_args!("end of line after {}", after))),
        }
    }

    /// Whether the input is all read.
    pub fn at_end(&self) -> bool {
        self.at == self.bytes.len()
    }

    /// The end of the input, after `after`.
    pub fn end(&self, after: impl fmt::Display) -> Step {
        match self.at_end() {
            true => Ok(()),
            false => Err(self.expected(format_args!("end of input after {}", after))),
        }
    }

    /// A JSON value of `shape` without spaces, `what` naming it.
    pub fn json(&mut self, what: &str, shape: &Json) -> Step {
        if shape.arrays == 0 {
            return (shape.leaf)(self, what);
        }
        let inner = Json {
            arrays: shape.arrays - 1,
            ..*shape
        };
        if self.peek() != Some(b'[') {
            return Err(self.expected(format_args!("'[' opening {}", what)));
        }
        self.skip(1);
        if self.peek() == Some(b']') {
            self.skip(1);
            return Ok(());
        }
        let mut k = 0u64;
        loop {
            self.json(&format!("{}[{}]", what, k), &inner)?;
            k += 1;
            match self.peek() {
                Some(b',') => self.skip(1),
                Some(b']') => {
                    self.skip(1);
                    return Ok(());
                }
                _ => {
                    let msg = format!(
                        "',' or ']' after {}[{}] (no spaces in a value)",
                        what,
                        k - 1
                    );
                    return Err(self.expected(msg));
                }
            }
        }
    }

    /// A JSON string in double quotes, with no escape and no control
    /// character inside.
    fn string(&mut self, what: &str) -> Step {
        if self.peek() != Some(b'"') {
            return Err(self.expected(format_args!("'\"' opening {}", what)));
        }
        self.skip(1);
        loop {
            match self.peek() {
                Some(b'"') => {
                    self.skip(1);
                    return Ok(());
                }
                Some(b'\\') => {
                    return Err(self.fault(format!(
                    "expected a character of {}, found '\\\\' (no escapes: the character itself)",
                    what
                )))
                }
                Some(b) if b >= 0x20 && b != 0x7f => self.skip(1),
                _ => return Err(self.expected(format_args!("'\"' closing {}", what))),
            }
        }
    }
}

/// A byte that ends a token: a space, a tab, a line end.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c')
}

/// A board problem's file: `format` (auto: a digit or a sign first is
/// plain, anything else leetcode), in
/// plain format `n m`, n rows of m cells without spaces, then the lines
/// `plain` reads, one case; in leetcode format cases of `params`, each a
/// line holding its JSON value.
pub fn board(
    l: &mut Layout,
    format: FormatChoice,
    plain: fn(&mut Layout) -> Step,
    params: &[(&str, Json)],
) -> Step {
    let leetcode = match format {
        FormatChoice::Auto => !matches!(l.peek(), Some(b'0'..=b'9' | b'+' | b'-')),
        FormatChoice::Leetcode => true,
        FormatChoice::Plain => false,
    };
    if leetcode {
        loop {
            for &(name, ref shape) in params {
                l.json(name, shape)?;
                l.eol(name)?;
            }
            if l.at_end() {
                return Ok(());
            }
        }
    }
    let n = l.uint("n")?;
    l.space("m")?;
    let m = l.uint("m")?;
    l.eol("m")?;
    let cells = if m == 1 { "cell" } else { "cells" };
    let mut r = 0;
    while r < n {
        let row = l.word(format_args!("row {} ({} {})", r, m, cells))?;
        let len = row.len() as u64;
        if len < m {
            let what = format!("cell {} of row {} (m = {} {})", len, r, m, cells);
            return Err(l.expected(what));
        }
        if len > m {
            l.at -= (len - m) as usize;
            let what = format!("end of line after the {} {} of row {}", m, cells, r);
            return Err(l.expected(what));
        }
        l.eol(format_args!("row {}", r))?;
        r += 1;
    }
    plain(l)?;
    l.end("the case (one case per file in plain format)")
}

/// Integer matrices (LeetCode's `int[][]`, `crate::cases::IntMatrix`).
impl Layout<'_> {
    /// An integer as LeetCode writes one: `0`, or an optional `-` and a
    /// digit 1-9 and more digits (no `+`, no `-0`, no leading zero); its
    /// value is the solver's to check.
    pub fn int(&mut self, what: impl fmt::Display) -> Step {
        let rest = &self.bytes[self.at..];
        let sign = usize::from(rest.first() == Some(&b'-'));
        let digits = rest[sign..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let why = match (rest.first(), rest.get(sign)) {
            (Some(b'+'), _) => Some("an integer has no '+'"),
            (Some(b'-'), Some(b'0')) if digits == 1 => Some("zero is written 0, not -0"),
            (_, Some(b'0')) if digits > 1 => Some("a leading zero"),
            _ if digits == 0 => None,
            _ => {
                self.skip(sign + digits);
                return Ok(());
            }
        };
        Err(match why {
            Some(why) => self.fault(format!(
                "expected {}, found {} ({})",
                what,
                self.found(),
                why
            )),
            None => self.expected(what),
        })
    }

    /// An integer matrix `[[-1,0],[7,300]]` without spaces, `name` naming
    /// it; rows of one length are the solver's to check.
    pub fn int_matrix(&mut self, name: &str) -> Step {
        let mut r = 0u64;
        loop {
            let open = if r == 0 { b"[[" } else { b",[" };
            let row = format!("{}[{}]", name, r);
            if !self.bytes[self.at..].starts_with(open) {
                let what = match r {
                    0 => format!("\"[[\" opening {}", name),
                    _ => format!("\"]\" closing {} or \",[\" opening {}", name, row),
                };
                if r > 0 && self.peek() == Some(b']') {
                    self.skip(1);
                    return Ok(());
                }
                return Err(self.expected(what));
            }
            self.skip(2);
            let mut c = 0u64;
            loop {
                self.int(format_args!("{}[{}]", row, c))?;
                c += 1;
                match self.peek() {
                    Some(b',') => self.skip(1),
                    Some(b']') => break,
                    _ => {
                        let what =
                            format!("',' or ']' after {}[{}] (no spaces in a value)", row, c - 1);
                        return Err(self.expected(what));
                    }
                }
            }
            self.skip(1);
            r += 1;
        }
    }
}

/// An integer-matrix problem's file (LeetCode's `int[][]`): `format`
/// (auto: a digit first is plain, anything else leetcode), in plain format
/// `n m`, n rows of m integers separated by single spaces, then the lines
/// `plain` reads, one case; in leetcode format cases of the matrix `name`
/// and the parameters `params`, each a line holding its JSON value.
pub fn int_matrices(
    l: &mut Layout,
    format: FormatChoice,
    name: &str,
    plain: fn(&mut Layout) -> Step,
    params: &[(&str, Json)],
) -> Step {
    let leetcode = match format {
        FormatChoice::Auto => !matches!(l.peek(), Some(b'0'..=b'9' | b'+' | b'-')),
        FormatChoice::Leetcode => true,
        FormatChoice::Plain => false,
    };
    if leetcode {
        loop {
            l.int_matrix(name)?;
            l.eol(name)?;
            for &(param, ref shape) in params {
                l.json(param, shape)?;
                l.eol(param)?;
            }
            if l.at_end() {
                return Ok(());
            }
        }
    }
    let n = l.uint("n")?;
    l.space("m")?;
    let m = l.uint("m")?;
    l.eol("m")?;
    let mut r = 0;
    while r < n {
        let mut c = 0;
        while c < m {
            if c > 0 {
                l.space(format_args!("{}[{}][{}] (m = {})", name, r, c, m))?;
            }
            l.int(format_args!("{}[{}][{}]", name, r, c))?;
            c += 1;
        }
        l.eol(format_args!("the {} values of row {}", m, r))?;
        r += 1;
    }
    plain(l)?;
    l.end("the case (one case per file in plain format)")
}

/// The largest input a validator reads (one byte more tells it is over):
/// far above any the judges' constraints allow.
pub const MAX_INPUT: u64 = 64 << 20;

/// Why an input is invalid: where and what, one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invalid {
    pub line: u64,
    pub column: u64,
    /// `line 3, column 4: expected ..., found ...`.
    pub msg: String,
}

/// Whether `input` is a judge's test file: the layout (`walk`, a
/// problem's rules) and the judge's constraints (`strict`, its solver
/// under `--strict`). When both fail, the fault met first in reading
/// order is reported (on the same line and column, the layout's).
pub fn verdict(
    input: &[u8],
    walk: impl FnOnce(&mut Layout) -> Result<(), Fault>,
    strict: impl FnOnce(&[u8]) -> Result<(), Error>,
) -> Result<(), Invalid> {
    let laid = match Layout::new(input) {
        Ok(mut l) => walk(&mut l),
        Err(f) => Err(f),
    };
    let strict = match strict(input) {
        Ok(()) => None,
        Err(Error::Input { at, msg }) => {
            let (line, column) = position(&at);
            let msg = msg.strip_prefix("--strict: ").unwrap_or(&msg);
            Some(Invalid {
                line,
                column,
                msg: format!("{}: {}", at, msg),
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

/// What a validator reports of `input`, read up to one byte past
/// [`MAX_INPUT`]: `Err` the line after `FAIL `, the [`verdict`]'s
/// message as one line.
pub fn judged(
    input: &[u8],
    walk: impl FnOnce(&mut Layout) -> Result<(), Fault>,
    strict: impl FnOnce(&[u8]) -> Result<(), Error>,
) -> Result<(), String> {
    if input.len() as u64 > MAX_INPUT {
        return Err(format!(
            "the input is over {} MiB: no input within the judge's constraints is",
            MAX_INPUT >> 20
        ));
    }
    verdict(input, walk, strict).map_err(|bad| crate::scan::one_line(&bad.msg))
}

/// The line and column an error's place names (`line 3, column 4`, `move 2
/// (line 3)`: column 1); the end if it names none.
fn position(at: &str) -> (u64, u64) {
    let number = |key: &str| -> Option<u64> {
        let rest = &at[at.find(key)? + key.len()..];
        let digits = rest.bytes().take_while(|b| b.is_ascii_digit()).count();
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
    use super::{int_matrices, FormatChoice, Layout};

    /// `text` walked as an integer-matrix file: the fault, if any.
    fn matrix_fault(text: &str) -> Option<String> {
        let mut l = Layout::new(text.as_bytes()).unwrap();
        let walked = int_matrices(&mut l, FormatChoice::Auto, "matrix", |_| Ok(()), &[]);
        walked.err().map(|f| f.to_string())
    }

    #[test]
    fn integer_matrices_as_leetcode_writes_them() {
        for text in [
            "[[-12,0,300],[7,2147483647,-2147483648]]\n[[5]]\n",
            "2 3\n-12 0 300\n7 2147483647 -2147483648\n",
        ] {
            assert_eq!(matrix_fault(text), None, "{text}");
        }
        for (text, fault) in [
            ("[[01]]\n", "line 1, column 3: expected matrix[0][0], found \"01]]\" (a leading zero)"),
            ("[[1,-0]]\n", "line 1, column 5: expected matrix[0][1], found \"-0]]\" (zero is written 0, not -0)"),
            ("[[+1]]\n", "line 1, column 3: expected matrix[0][0], found \"+1]]\" (an integer has no '+')"),
            ("[[1, 2]]\n", "line 1, column 5: expected matrix[0][1], found a space"),
            ("[[1] ,[2]]\n", "line 1, column 5: expected \"]\" closing matrix or \",[\" opening matrix[1], found a space"),
            ("[[1]]", "line 1, column 6: expected '\\n' after matrix, found end of input (the last line ends in '\\n' too)"),
            ("[]\n", "line 1, column 1: expected \"[[\" opening matrix, found \"[]\""),
            ("1 2\n3  4\n", "line 2, column 3: expected matrix[0][1], found a second space"),
            ("1 2\n3\n", "line 2, column 2: expected a space and matrix[0][1] (m = 2), found end of line"),
            ("1 1\n3 4\n", "line 2, column 2: expected end of line after the 1 values of row 0, found a space"),
        ] {
            assert_eq!(matrix_fault(text).as_deref(), Some(fault), "{text}");
        }
    }

    #[test]
    fn positions_of_the_solvers_places() {
        assert_eq!(position("line 3, column 14"), (3, 14));
        assert_eq!(position("move 17 (line 18)"), (18, 1));
        assert_eq!(position("move 2 (line 3, column 5)"), (3, 5));
        assert_eq!(position("somewhere"), (u64::MAX, u64::MAX));
    }
}
